// Starts the app on a page whose markup came in the HTML (a prerendered page, the server-rendered
// share page; see shared/renderedPageShell.ts). The page is on screen without any script, so the
// app's scripts are fetched once it has painted, not in front of that paint: the tag that loads this
// file names the entry module (data-entry) and the modules it preloads (data-preload).
(function () {
  var tag = document.currentScript;
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  // A button pressed before the app has taken the page over would do nothing: the last one is kept
  // and pressed again once the app is ready (app/main.tsx). Links need no help: they navigate.
  function keepPress(event) {
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && document.documentElement.dataset.app !== 'ready') window.__spinePendingPress = button;
  }
  document.addEventListener('click', keepPress, true);
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // After the next frame is painted; a tab that is not shown paints no frames, so a timer too.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
