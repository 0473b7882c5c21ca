/**
 * How the dashboard shell starts a screen's data with the click that opens it, without carrying the list stores on
 * every page: the screens that show lists provide the starter as they load (src/islands/list-kit/use-list-data.ts).
 * A page without them (the calendar, the overview) has none; the shell then loads it with its click-ahead code.
 */
export type ScreenDataStarter = (keys: readonly string[], search: string) => void;

let provided: ScreenDataStarter | undefined;

export function provideScreenDataStarter(starter: ScreenDataStarter): void {
  provided = starter;
}

/** The starter a screen of this page provided, if any. */
export function screenDataStarter(): ScreenDataStarter | undefined {
  return provided;
}
