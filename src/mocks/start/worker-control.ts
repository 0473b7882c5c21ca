/** How long a page waits for a worker being installed in another tab to take control of it. */
export const CLAIM_WAIT_MS = 3_000;

/** What is read of `navigator.serviceWorker` (a stand-in in tests). */
export type WorkerContainer = Pick<ServiceWorkerContainer, 'controller' | 'getRegistration' | 'addEventListener' | 'removeEventListener'>;

/**
 * MSW reloads a page that no service worker controls while its worker is registered. A tab opened while another tab's
 * worker was still being installed is such a page for a moment: its reload threw away what was typed there (the
 * sign-in form, as an e2e run caught). The worker claims every page of its scope once it is active, so such a page
 * waits for that (at most CLAIM_WAIT_MS) before MSW starts. A page left uncontrolled on purpose (a reload that bypassed
 * the worker) finds no worker on its way and gets MSW's reload at once, as before.
 */
export async function waitForWorkerOnItsWay(container: WorkerContainer | undefined, waitMs = CLAIM_WAIT_MS): Promise<void> {
  if (!container || container.controller) return;
  const registration = await container.getRegistration();
  const onItsWay =
    registration?.installing ?? registration?.waiting ?? (registration?.active?.state === 'activating' ? registration.active : null);
  if (!onItsWay) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', done);
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    container.addEventListener('controllerchange', done);
  });
}
