// Runs before the body is read, when the page holds the last screen (electron/core/last-screen.ts):
// a launch that opens another route than the one the snapshot shows must not paint it, so it is
// hidden before the first paint. The route is read as shared/last-screen.ts launchRouteOf reads it.
/* global document, location */
(function () {
  var meta = document.querySelector('meta[name="spyglass-last-screen"]');
  if (!meta) return;
  var route = location.hash.replace(/^#\/?/, '');
  if (/^secret=/.test(route)) route = '';
  var routes;
  try {
    routes = JSON.parse(meta.getAttribute('content'));
  } catch (_unreadable) {
    routes = [];
  }
  if (!Array.isArray(routes) || routes.indexOf(route) === -1)
    document.documentElement.setAttribute('data-last-screen', 'off');
})();
