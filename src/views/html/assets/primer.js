/* primer.js - "How Bao is played" (html_primer.c): opens the primer at a
 * step when a link to it is followed, and turns the words of an
 * annotation that the primer explains into such links.  The words, in
 * the page's language, are each step's data-words, "kichwa|kimbi";
 * page.js calls BaoPrimer.link on the annotation each time it shows one
 * (the text itself stays the annotation's). */
(function () {
  'use strict';
  var box = document.getElementById('primer');
  var terms = {};
  Array.prototype.forEach.call(document.querySelectorAll('.primer-step[data-words]'), function (sec) {
    sec.getAttribute('data-words').split('|').forEach(function (w) {
      if (w) terms[w] = sec.id.slice(7);
    });
  });
  var words = Object.keys(terms).sort(function (a, b) { return b.length - a.length; });
  var esc = function (w) { return w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'); };
  /* a word of the list, not inside a longer word ("Namua-Schlagzug"
   * links Namua); case aside, as German capitalises the borrowed words */
  var alt = words.map(esc).join('|'), find = null;
  if (words.length) {
    try { /* \p{L}: a letter of any script */
      find = new RegExp('(^|[^\\p{L}])(' + alt + ')(?![\\p{L}])', 'giu');
    } catch (e) { /* a browser without Unicode classes: Latin letters */
      find = new RegExp('(^|[^A-Za-z\\u00c0-\\u024f])(' + alt + ')(?![A-Za-z\\u00c0-\\u024f])', 'gi');
    }
  }
  var step = {};
  words.forEach(function (w) { step[w.toLowerCase()] = terms[w]; });

  /* Opens the primer at step `id` and brings it into view. */
  function open(id) {
    var target = document.getElementById('primer-' + id);
    if (!box || !target) return;
    box.open = true;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }

  /* The words of element el's text that the primer explains, as links. */
  function link(el) {
    var text = el.textContent, at = 0, m, a, frag;
    if (!find || !box) return;
    frag = document.createDocumentFragment();
    find.lastIndex = 0;
    while ((m = find.exec(text)) !== null) {
      var start = m.index + m[1].length;
      frag.appendChild(document.createTextNode(text.slice(at, start)));
      a = document.createElement('a');
      a.className = 'term';
      a.href = '#primer-' + step[m[2].toLowerCase()];
      a.textContent = m[2];
      frag.appendChild(a);
      at = start + m[2].length;
    }
    if (at === 0) return;
    frag.appendChild(document.createTextNode(text.slice(at)));
    while (el.firstChild) el.removeChild(el.firstChild);
    el.appendChild(frag);
  }

  /* The diagrams' words in the page's language (the drawing's are
   * English, as bao diagram writes them), from the page's messages. */
  function translate() {
    var data = document.getElementById('bao-data'), M;
    if (!data) return;
    M = JSON.parse(data.textContent).msg;
    var fill = function (m, a) { return m.replace(/%1\$[sd]/, a); };
    var side = function (w) { return w === 'South' ? M.south : w === 'North' ? M.north : w; };
    Array.prototype.forEach.call(document.querySelectorAll('.primer-diagram text'), function (t) {
      var s = t.textContent, m;
      if (t.classList.contains('player')) t.textContent = side(s);
      else if (t.classList.contains('count') && (m = /^(\d+) in hand$/.exec(s)))
        t.textContent = fill(M.inHand, m[1]);
      else if (t.classList.contains('to-move') && (m = /^(\w+) to move$/.exec(s)))
        t.textContent = fill(M.toMove, side(m[1]));
    });
  }
  if (box) translate();

  /* A link to a step opens it without taking the address from #ply=N. */
  document.addEventListener('click', function (ev) {
    var a = ev.target.closest ? ev.target.closest('a[href^="#primer-"]') : null;
    if (!a) return;
    ev.preventDefault();
    open(a.getAttribute('href').slice(8));
  });
  if (/^#primer-/.test(location.hash)) open(location.hash.slice(8));
  window.BaoPrimer = { link: link, open: open };
})();
