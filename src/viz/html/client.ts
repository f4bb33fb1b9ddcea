/**
 * The page's own script (plain ES2017, no modules, no fetches): folding,
 * node details, reference jumps, the run map's time slider, and in live mode an EventSource that swaps
 * in each re-rendered report while keeping what the reader folded or opened.
 */
export const CLIENT_JS = `
(function () {
  var folded = {}; var opened = {};
  var mapAt = null; // the map slider's tick while the reader holds it short of the end (kept across live re-renders)
  function node(el) { return el && el.closest ? el.closest('li.node') : null; }
  function setFold(li, on) {
    li.classList.toggle('collapsed', on);
    var b = li.querySelector(':scope > .row > button.toggle');
    if (b) b.setAttribute('aria-expanded', String(!on));
    folded[li.dataset.node] = on;
  }
  function reveal(id) {
    var li = document.getElementById('node-' + id);
    if (!li) return;
    for (var p = li.parentElement; p; p = p.parentElement) if (p.classList && p.classList.contains('collapsed')) setFold(p, false);
    li.scrollIntoView({ block: 'center' });
    li.classList.add('flash');
    setTimeout(function () { li.classList.remove('flash'); }, 1200);
  }
  document.addEventListener('click', function (e) {
    var t = e.target;
    var act = t.closest('[data-action]');
    if (act) {
      var all = document.querySelectorAll('li.node');
      for (var i = 0; i < all.length; i++) if (all[i].querySelector(':scope > ul.children') && all[i].dataset.node !== 'n0') setFold(all[i], act.dataset.action === 'collapse-all');
      return;
    }
    var ref = t.closest('a.ref');
    if (ref) { e.preventDefault(); reveal(ref.getAttribute('href').slice(6)); return; }
    var pathLink = t.closest('a[data-path]');
    if (pathLink) {
      e.preventDefault();
      var want = pathLink.dataset.path, nodes = document.querySelectorAll('li.node[data-path]');
      for (var k = 0; k < nodes.length; k++) {
        var p = nodes[k].dataset.path;
        if (p === want || p.indexOf(want + '/') === 0) { reveal(nodes[k].dataset.node); break; }
      }
      return;
    }
    var li = node(t);
    if (!li) return;
    if (t.closest('button.toggle')) { setFold(li, !li.classList.contains('collapsed')); return; }
    if (t.closest('.row')) {
      var d = li.querySelector(':scope > dl.details');
      if (d) { d.hidden = !d.hidden; opened[li.dataset.node] = !d.hidden; }
    }
  });
  // The run map's slider: hide the steps and markers of what happened after the chosen game tick.
  document.addEventListener('input', function (e) {
    var s = e.target;
    if (!s.classList || !s.classList.contains('map-slider')) return;
    var box = s.closest('section'), v = Number(s.value);
    mapAt = v >= Number(s.max) ? null : v;
    var els = box.querySelectorAll('svg.run-map [data-tick]');
    for (var i = 0; i < els.length; i++) els[i].classList.toggle('later', Number(els[i].getAttribute('data-tick')) > v);
    var out = box.querySelector('output.map-now');
    if (out) out.textContent = ((v - Number(s.min)) / 20).toFixed(1) + 's';
  });
  var live = document.body.dataset.live;
  if (!live || typeof EventSource === 'undefined') return;
  var status = document.getElementById('live-status');
  var count = 0;
  var es = new EventSource(live);
  es.onopen = function () { status.textContent = 'live: connected'; };
  es.onerror = function () { status.textContent = 'live: disconnected, retrying'; };
  es.onmessage = function () { count++; status.textContent = 'live: ' + count + ' events'; };
  es.addEventListener('report', function (m) {
    var report = document.getElementById('report');
    report.innerHTML = JSON.parse(m.data).html;
    document.getElementById('node-count').textContent = report.querySelectorAll('li.node').length + ' nodes';
    Object.keys(folded).forEach(function (id) { var li = document.getElementById('node-' + id); if (li) setFold(li, folded[id]); });
    Object.keys(opened).forEach(function (id) {
      var d = document.querySelector('#node-' + id + ' > dl.details');
      if (d) d.hidden = !opened[id];
    });
    var slider = report.querySelector('input.map-slider');
    if (slider && mapAt !== null) { slider.value = String(mapAt); slider.dispatchEvent(new Event('input', { bubbles: true })); }
  });
})();
`;
