import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chunkGroups, inFolders, NAMED_FOLDERS } from './chunk-groups.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The name of the group that takes `id` first (highest priority), as the bundler picks it. */
function groupOf(id: string, fakeBackend = true): string | undefined {
  const groups = [...chunkGroups({ fakeBackend })].sort((a, b) => b.priority - a.priority);
  return groups.find((group) => group.test(`${root}${id}`))?.name;
}

describe('chunk groups', () => {
  it('are six at most, counting the fake backend’s', () => {
    expect(chunkGroups({ fakeBackend: true }).length).toBeLessThanOrEqual(6);
  });

  it('name folders that exist: a renamed folder would leave its group empty without a word', () => {
    expect(NAMED_FOLDERS.size).toBeGreaterThan(20);
    expect([...NAMED_FOLDERS].filter((folder) => !existsSync(`${root}${folder}`))).toEqual([]);
  });

  it('match a folder, not a name that starts like it, on either separator', () => {
    const shell = inFolders('src/shell');
    expect(shell('/p/src/shell/islands/Toaster.tsx')).toBe(true);
    expect(shell('C:\\p\\src\\shell\\Sidebar.astro')).toBe(true);
    expect(shell('/p/src/shellfish/x.ts')).toBe(false);
    expect(inFolders('node_modules/@nanostores/persistent')('/p/node_modules/@nanostores/react/index.js')).toBe(false);
  });

  it('keep MSW out of what starts the fake backend, React apart from the shell, the list kit to the bundler', () => {
    expect(groupOf('src/mocks/start/fake-backend-start.ts')).toBe('fake-backend-start');
    expect(groupOf('node_modules/idb-keyval/dist/index.js')).toBe('fake-backend-start');
    // The toasts of the fake backend's e-mails come with it, not as a file of their own on every page.
    expect(groupOf('src/shell/fake-backend/demo-mailbox.ts')).toBe('fake-backend-start');
    expect(groupOf('src/mocks/handlers/index.ts')).toBe('fake-backend');
    expect(groupOf('node_modules/msw/lib/core/index.mjs')).toBe('fake-backend');
    // The handlers loaded on the first request to one of their routes come as chunks of their own.
    expect(groupOf('src/mocks/handlers/on-demand/jobs.ts')).toBeUndefined();
    expect(groupOf('src/mocks/handlers/on-demand-routes.ts')).toBe('fake-backend');
    expect(groupOf('src/islands/list/use-list-data.ts')).toBeUndefined();
    expect(groupOf('src/islands/list/ListScreen.tsx')).toBeUndefined();
    // The public pages' store goes with nanostores, not with the dashboard's stores.
    expect(groupOf('src/stores/cart.ts')).toBe('public');
    expect(groupOf('src/stores/auth.ts')).toBe('dashboard');
    // One screen's stores, calls and rules come with that screen's island, not with every dashboard page.
    expect(groupOf('src/stores/screens/chat.ts')).toBeUndefined();
    expect(groupOf('src/api/screens/boards.ts')).toBeUndefined();
    expect(groupOf('src/schemas/screens/chat-files.ts')).toBeUndefined();
    // The islands' small shared components go with the shell; the editors and panels in the subfolders do not.
    expect(groupOf('src/islands/shared/Permitted.tsx')).toBe('dashboard');
    expect(groupOf('src/islands/shared/rich-text/RichTextEditor.tsx')).toBeUndefined();
    expect(groupOf('src/islands/shared/forms/Field.tsx')).toBeUndefined();
    // React apart from the shell, which starts a screen's data without it.
    expect(groupOf('node_modules/react-dom/client.js')).toBe('react');
    expect(groupOf('src/shell/client/move-data.ts')).toBe('dashboard');
  });

  it('leave the fake backend out of a build without it', () => {
    expect(groupOf('src/mocks/handlers/index.ts', false)).toBeUndefined();
    expect(chunkGroups({ fakeBackend: false }).map((g) => g.name)).not.toContain('fake-backend');
  });

  it("leave the dashboards' sums to the bundler without the fake backend, which alone shares them with the screens", () => {
    expect(groupOf('src/stats/aggregate.ts', true)).toBe('dashboard');
    expect(groupOf('src/stats/aggregate.ts', false)).toBeUndefined();
    expect(groupOf('src/stores/auth.ts', false)).toBe('dashboard');
  });
});
