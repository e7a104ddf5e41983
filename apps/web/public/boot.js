// The page's first script, before its first paint; a file, so the CSP needs no exception.
// Its reasons are in ADR 039, its tests (of this text and of the minified copy the built site
// serves: src/build/boot-script.ts) in src/app/bootScript.test.ts.

// 1. The remembered theme, before the first paint: the wrong one never flashes.
try {
  var theme = localStorage.getItem('theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch (e) {
  // storage blocked: the default (dark) theme stays
}

// 2. The last tap on a button of the server's HTML before the app started: carried out once it
// has (the app calls `started`), as the events a tap makes, in a tap's order (a tab or a menu
// of the app answers the press, a plain button the click). A link needs no app; a button drawn
// anew is gone.
window.touchlineBoot = (function () {
  var tapped = null;
  function tap(button) {
    var down = {
      bubbles: true,
      cancelable: true,
      composed: true,
      button: 0,
      buttons: 1,
    };
    var up = Object.assign({}, down, { buttons: 0 });
    var pointer = { pointerId: 1, pointerType: 'mouse', isPrimary: true };
    if (window.PointerEvent) {
      button.dispatchEvent(new PointerEvent('pointerdown', Object.assign({}, down, pointer)));
    }
    button.dispatchEvent(new MouseEvent('mousedown', down));
    button.focus();
    if (window.PointerEvent) {
      button.dispatchEvent(new PointerEvent('pointerup', Object.assign({}, up, pointer)));
    }
    button.dispatchEvent(new MouseEvent('mouseup', up));
    button.click();
  }
  // a tap React stopped while it hydrated: the part tapped was not hydrated, and could not be at
  // once (its code still loading), so React stopped the event at its root — and dropped it
  var dropped = null;
  var handedOver = false;
  function keep(event) {
    var button = event.target && event.target.closest ? event.target.closest('button') : null;
    if (!button || button.disabled) return;
    if (!handedOver) {
      tapped = button;
      return;
    }
    // React listens: the tap is its own once the event reaches what was tapped (React stops a
    // tap it cannot carry out at its root, before that)
    dropped = button;
    event.target.addEventListener(
      'click',
      function () {
        if (dropped === button) dropped = null;
      },
      { once: true },
    );
  }
  document.addEventListener('click', keep, true);
  function stopKeeping() {
    document.removeEventListener('click', keep, true);
  }
  return {
    // React listens from here on, and carries out the taps that follow itself: kept too, they
    // would be carried out twice (a press outside the dialog the first opened closes it) — but
    // for one it stopped before it reached what was tapped
    handOver: function () {
      handedOver = true;
    },
    started: function () {
      stopKeeping();
      var button = dropped || tapped;
      tapped = null;
      dropped = null;
      if (button && button.isConnected && !button.disabled) tap(button);
    },
  };
})();

// 3. A server-rendered page's scripts wait, inert, in a template until the page is painted;
// at once in a hidden tab (it paints nothing), after 3 s whatever happens.
(function () {
  function start() {
    var held = document.getElementById('touchline-after-paint');
    if (!held || !held.content) return;
    held.remove();
    // scripts cloned from a template run when inserted
    document.head.appendChild(document.importNode(held.content, true));
  }
  function afterFirstPaint() {
    // a page the server did not render (a member's) holds nothing: no observer, no timer
    if (!document.getElementById('touchline-after-paint')) return;
    if (document.visibilityState === 'hidden') return start();
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') < 0) {
      // a frame's callbacks run before its paint, a task queued from one after it
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
      return;
    }
    // the paint's entry comes once the frame is on screen
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
