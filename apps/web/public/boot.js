// The page's first script, run before its first paint (a file rather than an inline script, so
// the Content-Security-Policy needs no exception). Three jobs:
//
// 1. The remembered theme is applied before the first paint, so the wrong theme never flashes.
try {
  var theme = localStorage.getItem('theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch (e) {
  // storage blocked: the default (dark) theme stays
}

// 2. A tap on a button of a server-rendered page before its app has started is not lost: the
// last one is kept and carried out once the app has hydrated the page (it calls `started`). A
// link needs no app (the browser follows it); a button does nothing until then.
window.touchlineBoot = (function () {
  var tapped = null;
  function keep(event) {
    var button = event.target && event.target.closest ? event.target.closest('button') : null;
    if (button && !button.disabled) tapped = button;
  }
  document.addEventListener('click', keep, true);
  return {
    started: function () {
      document.removeEventListener('click', keep, true);
      var button = tapped;
      tapped = null;
      // a page drawn anew (not hydrated) has other buttons: the old one is gone
      if (button && button.isConnected && !button.disabled) button.click();
    },
  };
})();

// 3. A page the server rendered (issue 16) is painted before its app's code is fetched: the
// server holds the app's scripts and their preloads in a <template> (inert: nothing in it is
// fetched). Once the page has been painted they are put in the head, and the app hydrates the
// page. So the page's HTML, style sheets and largest image have the connection to themselves,
// and a visit whose scripts are cached does not run them before the first paint. A hidden tab
// paints nothing: it starts them at once.
(function () {
  function start() {
    var held = document.getElementById('touchline-after-paint');
    if (!held || !held.content) return;
    held.remove();
    // scripts cloned from a template run when inserted (unlike ones written as HTML)
    document.head.appendChild(document.importNode(held.content, true));
  }
  function afterFirstPaint() {
    if (document.visibilityState === 'hidden') return start();
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') < 0) {
      // no paint timing: a frame's callbacks run before its paint, a task queued from one after
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
      return;
    }
    // the paint's entry comes once the frame is on screen (a frame's callbacks can run before
    // a paint that is put off); a page that paints nothing starts all the same
    var timer = setTimeout(go, 3000);
    var observer = new PerformanceObserver(go);
    function go() {
      clearTimeout(timer);
      observer.disconnect();
      start();
    }
    observer.observe({ type: 'paint', buffered: true });
  }
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', afterFirstPaint, { once: true });
  } else {
    afterFirstPaint();
  }
})();
