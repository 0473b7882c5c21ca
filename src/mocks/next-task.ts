/**
 * The next task: what was waiting (a click, a frame, the page's own scripts) runs first. The fake backend answers on the
 * page's main thread, so its longer work gives the thread back between steps rather than holding it for one long task.
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
