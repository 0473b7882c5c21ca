import { LOCALES } from '../src/i18n/locales.ts';
import { nextMigrationFile } from '../server/tools/generate-list-migration.ts';
import { namesFor } from './new-screen.mjs';

/** The names a new screen's files are made of (see `namesFor` in new-screen.mjs). */
export interface ScreenNames {
  area: string;
  name: string;
  list: string;
  /** The file name of the migration that creates the list's table, `NNNN_list_<list>.sql`. */
  migration: string;
}

/**
 * The files the README says a new list screen touches (the list between its `new-screen-files` markers),
 * with the placeholders filled in for `names` and `<lang>` expanded to every locale.
 */
export function readmeScreenFiles(readme: string, names: ScreenNames): string[] {
  const section = /<!-- new-screen-files:start -->([\s\S]*?)<!-- new-screen-files:end -->/.exec(readme)?.[1];
  if (!section) throw new Error('README.md has no <!-- new-screen-files:start --> … end list');
  const paths = section
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => /`([^`]+)`/.exec(line)?.[1] ?? '')
    .map((path) =>
      path
        .replaceAll('<area>', names.area)
        .replaceAll('<name>', names.name)
        .replaceAll('<list>', names.list)
        .replaceAll('<migration>', names.migration),
    );
  return paths.flatMap((path) => (path.includes('<lang>') ? LOCALES.map((l) => path.replace('<lang>', l)) : [path]));
}

/** `namesFor(arg)` of the scaffold, for an argument known to be valid, with the next migration of the project at `root`. */
export function validNames(arg: string, root: URL = new URL('../', import.meta.url)): ScreenNames {
  const names = namesFor(arg);
  if (names.error !== undefined || !names.area || !names.name || !names.list) throw new Error(names.error ?? `bad screen ${arg}`);
  const migration = nextMigrationFile(new URL('server/migrations/', root), [names.list]);
  return { area: names.area, name: names.name, list: names.list, migration };
}
