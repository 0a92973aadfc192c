// Runs before the body is read, when the page holds the last screen (electron/core/last-screen.ts):
// a launch that opens another route than the one the snapshot shows must not paint it, so it is
// hidden before the first paint. The route is read as shared/last-screen.ts launchRouteOf reads it.
// Then it starts the app's code (the host took its script and preloads out of the page) once the
// page is read and the frame that shows it painted: modules fetched and run before would delay it.
// The host wrote the page's stylesheets in; each is linked by its address again as the app starts,
// beside its written copy, where the app's code (Vite's loader) looks for it. The link is disabled:
// never fetched nor applied, since the written copy holds its rules (a live one parsed them again
// and restyled the whole screen: 31 ms, profiled, as the home's app started).
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
  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    // A link of `rel` for each element of `selector`, to the address its `attribute` holds.
    var linkEach = function (selector, attribute, rel, place) {
      var named = document.querySelectorAll(selector);
      for (var i = 0; i < named.length; i++) {
        var link = document.createElement('link');
        link.rel = rel;
        link.crossOrigin = '';
        link.href = named[i].getAttribute(attribute);
        place(link, named[i]);
      }
    };
    linkEach('style[data-href]', 'data-href', 'stylesheet', function (link, written) {
      link.disabled = true;
      written.parentNode.insertBefore(link, written);
    });
    // The entry and its imports, fetched beside the libraries rather than one after another.
    linkEach('meta[name="spyglass-app"], meta[name="spyglass-preload"]', 'content', 'modulepreload', function (link) {
      document.head.appendChild(link);
    });
    // The libraries' classic scripts first, one after another, then the module entry that imports
    // them (the page as built runs them in that order, deferred).
    var classic = document.querySelectorAll('meta[name="spyglass-classic"]');
    var next = 0;
    var run = function () {
      var script = document.createElement('script');
      if (next < classic.length) {
        script.src = classic[next++].getAttribute('content');
        // One that fails to load does not hold the entry back.
        script.onload = script.onerror = run;
      } else {
        script.type = 'module';
        script.crossOrigin = '';
        script.src = entry.getAttribute('content');
      }
      document.head.appendChild(script);
    };
    run();
  };
  // The first frame after the page is read is the snapshot's (a frame may come before, while the
  // body still streams in); the app starts once it is painted, or at once in a hidden page.
  var afterFrame = function () {
    if (document.visibilityState === 'hidden') return start();
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'hidden') start();
    });
  };
  if (document.readyState !== 'loading') afterFrame();
  else document.addEventListener('DOMContentLoaded', afterFrame);
})();
