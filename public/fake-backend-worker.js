/*
 * The fake backend's service worker: MSW's own (mockServiceWorker.js, which msw copies here on install), with one
 * filter in front. MSW sends every request of the page to the page's main thread, to be matched against its
 * handlers, images, scripts and fonts included; there each one cost a Request built, a look at the handlers and two
 * messages, on the main thread a page is busy starting with. The fake backend answers only the API calls, made with
 * fetch (an empty `destination`), and the images uploaded to it (kept in the page's IndexedDB, shown by `<img>`):
 * any other request goes to the network here, as it would without a worker.
 */
const UPLOADED_IMAGE = /\/app\/uploads\/[0-9a-f]{32}\.(png|jpg|webp|gif)$/;
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.destination !== '' && !UPLOADED_IMAGE.test(new URL(request.url).pathname)) event.stopImmediatePropagation();
});
importScripts('./mockServiceWorker.js');
