// Runs before the body is read, when the page holds the last screen (electron/core/last-screen.ts):
// a launch that opens another route than the one the snapshot shows must not paint it, so it is
// hidden before the first paint. The route is read as shared/last-screen.ts launchRouteOf reads it.
// Then it starts the app's code (the host took its script out of the page) once the page is read
// and its first frame is painted: a module script ready before that frame would delay it.
/* global document, location, requestAnimationFrame, setTimeout */
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

  var entry = document.querySelector('meta[name="spyglass-app"]');
  if (!entry) return;
  var parsed = document.readyState !== 'loading';
  // A hidden page paints no frame.
  var framed = document.visibilityState === 'hidden';
  var started = false;
  var start = function () {
    if (started || !parsed || !framed) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry.getAttribute('content');
    document.head.appendChild(script);
  };
  requestAnimationFrame(function () {
    setTimeout(function () {
      framed = true;
      start();
    }, 0);
  });
  document.addEventListener('visibilitychange', function () {
    framed = framed || document.visibilityState === 'hidden';
    start();
  });
  document.addEventListener('DOMContentLoaded', function () {
    parsed = true;
    start();
  });
})();
