/*
 * The fake backend's service worker: MSW's own (mockServiceWorker.js, which msw copies here on install), with one
 * filter in front. MSW sends every request of the page to the page's main thread, to be matched against its
 * handlers, images, scripts and fonts included; there each one cost a Request built, a look at the handlers and two
 * messages, on the main thread a page is busy starting with. The fake backend answers only the API calls, made with
 * fetch (an empty `destination`), and the images uploaded to it (kept in the page's IndexedDB, shown by `<img>`):
 * any other request goes to the network here, as it would without a worker. The pages the router fetches with
 * fetch() on a move between screens go to the network too: every page's address ends with a slash (the site's
 * trailingSlash is 'always') and no API route's does (src/contract/routes.test.ts checks), and through the page's
 * busy main thread each one took some 35 ms longer.
 */
const UPLOADED_IMAGE = /\/app\/uploads\/[0-9a-f]{32}\.(png|jpg|webp|gif)$/;
self.addEventListener('fetch', (event) => {
  const request = event.request;
  const path = new URL(request.url).pathname;
  const forTheApi = request.destination === '' ? !path.endsWith('/') : UPLOADED_IMAGE.test(path);
  if (!forTheApi) event.stopImmediatePropagation();
});
importScripts('./mockServiceWorker.js');
