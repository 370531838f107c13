// Starts the app on a page whose markup came in the HTML (a prerendered page, the server-rendered
// share page; see shared/renderedPageShell.ts). The page is on screen without any script, so the
// app's scripts are fetched once it has painted, not in front of that paint: the tag that loads this
// file names the entry module (data-entry) and the modules it preloads (data-preload).
//
// Until the app has taken the page over, nothing a person does on it may be lost
// (app/prerender/replayPendingInput.ts hands it to the app):
// - a button pressed does nothing yet: every press is kept, in order, and pressed again;
// - a form submitted (Enter in a field) would reload the page: the submission is stopped and kept;
// - what is typed, selected or ticked stays in the DOM, but React's state never saw it: the last
//   value of each control is kept (a re-render during hydration may write the old value back) until
//   the app hands it over, right after the commit that hydrates the control. React gives a node its
//   props while it renders, before that commit, and ignores the node's events until then: carrying
//   props does not mean React saw the value.
// A press or submission that React already handled (the node carries its props) is not kept: it
// would happen twice. Links need no help: they navigate.
(function () {
  var tag = document.currentScript;
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  // Enough for a person tapping through a slow load; a bound all the same.
  var MAX_PRESSES = 200;
  var pending = { taken: false, presses: [], values: new Map(), handedOver: new WeakSet() };
  window.__spineBoot = pending;

  function handledByReact(node) {
    for (var key in node) if (key.indexOf('__reactProps$') === 0) return true;
    return false;
  }
  function open(event) {
    return !pending.taken && event.target instanceof Element;
  }
  // Bubble phase on window: React's own listeners (on #root) have run by then.
  window.addEventListener('click', function (event) {
    if (!open(event)) return;
    var button = event.target.closest('button');
    if (button && !handledByReact(button) && pending.presses.length < MAX_PRESSES)
      pending.presses.push(button);
  });
  window.addEventListener('submit', function (event) {
    if (!open(event) || handledByReact(event.target)) return;
    event.preventDefault();
    // A submit button's press is kept already; Enter in a form without one submits the form itself.
    if (!event.submitter && pending.presses.length < MAX_PRESSES) pending.presses.push(event.target);
  });
  function keepValue(event) {
    if (!open(event)) return;
    var control = event.target;
    if (!/^(INPUT|TEXTAREA|SELECT)$/.test(control.tagName) || pending.handedOver.has(control)) return;
    var checkable = control.type === 'checkbox' || control.type === 'radio';
    pending.values.set(
      control,
      checkable ? { checked: control.checked } : { value: control.value, selection: caret(control) },
    );
    // A radio ticked unticks the others of its group.
    if (control.type === 'radio' && control.checked && control.form && control.name) {
      var group = control.form.elements.namedItem(control.name);
      if (group && group.length) {
        for (var i = 0; i < group.length; i++) {
          if (group[i] !== control && pending.values.has(group[i]))
            pending.values.set(group[i], { checked: false });
        }
      }
    }
  }
  window.addEventListener('input', keepValue);
  window.addEventListener('change', keepValue);
  // The caret moves without input too (arrows, a tap): kept for the control typed into.
  function caret(control) {
    try {
      var start = control.selectionStart;
      var end = control.selectionEnd;
      return typeof start === 'number' && typeof end === 'number' ? { start: start, end: end } : undefined;
    } catch {
      return undefined; // input types without a caret (email, number)
    }
  }
  function keepCaret() {
    var control = document.activeElement;
    var kept = control && !pending.taken && pending.values.get(control);
    if (kept && kept.value === control.value) kept.selection = caret(control);
  }
  document.addEventListener('selectionchange', keepCaret);
  window.addEventListener('keyup', keepCaret);
  window.addEventListener('pointerup', keepCaret);

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
