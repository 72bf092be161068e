// The playground page: reads the input (with escapes), asks the
// WebAssembly module (pkg/, built by ../build.sh) for its JSON report, and
// shows it. Every piece of input or output goes into the page as text
// (textContent), never as HTML.

import init, { analyze, version, warm } from './pkg/urlkit_playground.js';

const $ = (id) => document.getElementById(id);

// Values longer than this many characters are shown clipped, with their
// length in bytes (a 1 MiB input stays readable and fast).
const CLIP = 2000;
// The offset diagram is drawn for inputs of at most this many characters.
const DIAGRAM_MAX = 400;
// Inputs longer than this (in bytes) are not put into the permalink.
const PERMALINK_MAX = 64 * 1024;

const utf8 = new TextEncoder();
const utf8len = (s) => utf8.encode(s).length;

// ---------------------------------------------------------------------------
// Escapes in the input: \u{HEX}, \t, \n, \r, \\. Any other backslash is
// kept as it is; '%' is never special.

/** Decodes the escapes of `s`; throws an Error naming the bad escape. */
export function decodeEscapes(s) {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c !== '\\' || i + 1 >= s.length) { out += c; continue; }
    const n = s[i + 1];
    if (n === 't') { out += '\t'; i++; }
    else if (n === 'n') { out += '\n'; i++; }
    else if (n === 'r') { out += '\r'; i++; }
    else if (n === '\\') { out += '\\'; i++; }
    else if (n === 'u' && s[i + 2] === '{') {
      const end = s.indexOf('}', i + 3);
      const hex = end < 0 ? '' : s.slice(i + 3, end);
      const cp = /^[0-9a-fA-F]{1,6}$/.test(hex) ? parseInt(hex, 16) : -1;
      if (cp < 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
        throw new Error(`bad escape at character ${i}: expected \\u{1 to 6 hex digits} naming a Unicode scalar value`);
      }
      out += String.fromCodePoint(cp);
      i = end;
    } else { out += c; }
  }
  return out;
}

// ---------------------------------------------------------------------------
// Showing text: invisible and control characters are written as visible
// escapes, in their own element, so the page never hides a character.

const INVISIBLE = /[\p{C}\p{Z}]/u;

/** The characters of `s`, each as [shown text, isEscape, character]. */
function pieces(s) {
  const out = [];
  for (const ch of s) {
    if (ch !== ' ' && INVISIBLE.test(ch)) {
      out.push([`\\u{${ch.codePointAt(0).toString(16).toUpperCase()}}`, true, ch]);
    } else {
      out.push([ch, false, ch]);
    }
  }
  return out;
}

/** Fills `el` with `s` shown visibly, clipped when long. */
function show(el, s) {
  el.replaceChildren();
  delete el.dataset.bytes;
  delete el.dataset.clipped;
  if (s === null || s === undefined) {
    el.append(span('none', '(none)'));
    return;
  }
  if (typeof s === 'object') { // a long value from the module: {head, len}
    // The head holds at least CLIP characters: shown as a long string is.
    appendVisible(el, s.head.slice(0, CLIP));
    el.append(span('clip', `… (${s.len} bytes)`));
    el.dataset.bytes = String(s.len);
    el.dataset.clipped = '1';
    return;
  }
  if (s === '') { el.append(span('none', '(empty)')); el.dataset.bytes = '0'; return; }
  if (s.length > CLIP) {
    appendVisible(el, s.slice(0, CLIP));
    el.append(span('clip', `… (${utf8len(s)} bytes)`));
    el.dataset.clipped = '1';
  } else {
    appendVisible(el, s);
  }
  el.dataset.bytes = String(utf8len(s));
}

function appendVisible(el, s, cls) {
  let run = '';
  for (const [text, esc] of pieces(s)) {
    if (esc) {
      if (run) { el.append(cls ? span(cls, run) : run); run = ''; }
      el.append(span(cls ? `esc ${cls}` : 'esc', text));
    } else run += text;
  }
  if (run) el.append(cls ? span(cls, run) : run);
}

function span(cls, text) {
  const e = document.createElement('span');
  e.className = cls;
  e.textContent = text;
  return e;
}

/** A map from UTF-8 byte offsets to UTF-16 offsets of `s`. */
function byteToUnit(s) {
  const map = new Int32Array(utf8len(s) + 1);
  let b = 0;
  let u = 0;
  for (const ch of s) {
    const cp = ch.codePointAt(0);
    const n = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    for (let k = 0; k < n; k++) map[b + k] = u;
    b += n;
    u += ch.length;
  }
  map[b] = u;
  return map;
}

/**
 * Fills `el` with `s`, the byte ranges `marks` ([start, end, class, title])
 * highlighted; an empty range is shown as a caret at its place.
 */
function showMarked(el, s, marks, map = byteToUnit(s)) {
  el.replaceChildren();
  if (s.length > CLIP) {
    // Long inputs: the part around the first mark.
    const first = marks.length ? marks[0][0] : 0;
    const at = map[Math.min(first, map.length - 1)];
    const from = Math.max(0, at - 40);
    const to = Math.min(s.length, at + 80);
    el.append(span('clip', `(${utf8len(s)} bytes; characters ${from} to ${to})\n`));
    const shifted = marks.map(([a, b, c, t]) => [map[Math.min(a, map.length - 1)] - from, map[Math.min(b, map.length - 1)] - from, c, t]);
    markUnits(el, s.slice(from, to), shifted);
    return;
  }
  const units = marks.map(([a, b, c, t]) => [map[Math.min(a, map.length - 1)], map[Math.min(b, map.length - 1)], c, t]);
  markUnits(el, s, units);
}

function markUnits(el, s, marks) {
  const sorted = marks.filter(([a]) => a >= 0 && a <= s.length).sort((x, y) => x[0] - y[0]);
  let pos = 0;
  for (const [a, b, cls, title] of sorted) {
    if (a < pos) continue; // overlapping marks: the first one wins
    appendVisible(el, s.slice(pos, a));
    const m = document.createElement('mark');
    m.className = cls;
    if (title) m.title = title;
    if (b > a) appendVisible(m, s.slice(a, b));
    else m.textContent = a >= s.length ? '⟂' : '‸';
    el.append(m);
    pos = Math.max(a, b);
  }
  appendVisible(el, s.slice(pos));
}

// ---------------------------------------------------------------------------
// The offset diagram: the input on one line, one line per component with
// its span marked, as columns of the visible text.

function diagram(s, components) {
  // The column where each byte offset of `s` starts on the shown line.
  let col = 0;
  let b = 0;
  const byteCol = new Map([[0, 0]]);
  for (const [text, , ch] of pieces(s)) {
    col += [...text].length;
    b += utf8len(ch);
    byteCol.set(b, col);
  }
  const line = pieces(s).map(([t]) => t).join('');
  const rows = [line];
  for (const c of components) {
    if (!c.span) continue;
    const [a, z] = c.span;
    const ca = byteCol.get(a) ?? 0;
    const cz = byteCol.get(z) ?? ca;
    const mark = cz > ca ? '^'.repeat(cz - ca) : '|';
    rows.push(' '.repeat(ca) + mark + ' '.repeat(Math.max(1, col - ca - mark.length + 2)) + `${c.name} [${a}, ${z})`);
  }
  return rows.join('\n');
}

// ---------------------------------------------------------------------------
// The browser's reading.

const BROWSER_FIELDS = ['href', 'protocol', 'username', 'password', 'hostname', 'port', 'pathname', 'search', 'hash'];

/** The browser's `new URL(input, base)`, or the error it throws. */
function browserURL(input, base) {
  try {
    const u = base ? new URL(input, base) : new URL(input);
    return Object.fromEntries(BROWSER_FIELDS.map((f) => [f, u[f]]));
  } catch (e) {
    return { error: String(e.message || e) };
  }
}

/** `prefix` + `v`, where `v` may be a long value ({head, len}). */
function cat(prefix, v) {
  return typeof v === 'object' ? { head: prefix + v.head, len: utf8len(prefix) + v.len } : prefix + v;
}

/** What two values are compared by: long ones by their shown head and length. */
function key(v) {
  if (v === undefined || v === null) return v;
  if (typeof v === 'object') return `${v.head.slice(0, CLIP)}\0${v.len}`;
  return v.length > CLIP ? `${v.slice(0, CLIP)}\0${utf8len(v)}` : v;
}

/** urlkit's values in the browser's fields. */
function urlkitFields(cmp) {
  const c = cmp.components;
  const userinfo = c.userinfo ?? '';
  // A userinfo too long to be sent whole is shown as the username.
  const colon = typeof userinfo === 'object' ? -1 : userinfo.indexOf(':');
  return {
    href: cmp.href,
    protocol: c.scheme + ':',
    username: colon < 0 ? userinfo : userinfo.slice(0, colon),
    password: colon < 0 ? '' : userinfo.slice(colon + 1),
    hostname: c.host ?? '',
    port: c.port ?? '',
    pathname: c.path,
    search: c.query ? cat('?', c.query) : '',
    hash: c.fragment ? cat('#', c.fragment) : '',
  };
}

// ---------------------------------------------------------------------------
// Permalink: #url=<base64>&base=<base64>&esc=0|1, base64 of UTF-8.

function b64encode(s) {
  let bin = '';
  for (const byte of utf8.encode(s)) bin += String.fromCharCode(byte);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function b64decode(s) {
  const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

function readPermalink() {
  const params = new URLSearchParams(location.hash.slice(1));
  try {
    if (params.has('url')) $('input').value = b64decode(params.get('url'));
    if (params.has('base')) $('base').value = b64decode(params.get('base'));
    if (params.has('esc')) $('escapes').checked = params.get('esc') !== '0';
  } catch {
    $('status').textContent = 'The permalink in the address is damaged; it was ignored.';
  }
}

function writePermalink(raw, base) {
  if (utf8len(raw) > PERMALINK_MAX) {
    $('permalink').textContent = 'no permalink: the input is too long';
    return;
  }
  const hash = `#url=${b64encode(raw)}&base=${b64encode(base)}&esc=${$('escapes').checked ? 1 : 0}`;
  history.replaceState(null, '', hash);
  $('permalink').href = hash;
  $('permalink').textContent = 'permalink to this input';
}

// ---------------------------------------------------------------------------
// Rendering one report.

function listItem(parent, parts) {
  const li = document.createElement('li');
  for (const p of parts) {
    if (typeof p === 'string') li.append(p);
    else li.append(p);
  }
  parent.append(li);
  return li;
}

function code(cls, s) {
  const e = document.createElement('code');
  if (cls) e.className = cls;
  show(e, s);
  return e;
}

function render(input, base, r) {
  const strict = r.strict;
  const map = byteToUnit(input);
  $('verdict').textContent = strict.valid ? 'valid URI reference' : 'not a URI reference';
  $('verdict').className = strict.valid ? 'good' : 'bad';
  $('error').hidden = strict.valid;
  const marks = [];
  if (!strict.valid) {
    const e = strict.error;
    $('error-kind').textContent = e.kind;
    $('error-index').textContent = String(e.index);
    show($('error-message'), e.message);
    marks.push([e.index, Math.min(e.index + 1, r.input_len), 'err', `${e.kind} at byte ${e.index}`]);
    // Widen the mark to the whole character at the index.
    if (e.index < r.input_len) {
      const u = map[e.index];
      let z = e.index + 1;
      while (z < map.length - 1 && map[z] === u) z++;
      marks[0][1] = z;
    }
  }
  showMarked($('input-view'), input, marks, map);

  // Components, of the strict reading (or the IRI reading when only that
  // succeeds).
  const comps = strict.valid ? strict.components : r.iri.valid ? r.iri.components : [];
  const tbody = $('components').tBodies[0];
  tbody.replaceChildren();
  for (const c of comps) {
    const tr = document.createElement('tr');
    tr.dataset.name = c.name;
    const th = document.createElement('th');
    th.scope = 'row';
    th.textContent = c.name;
    const td = document.createElement('td');
    td.className = 'text value';
    show(td, c.value);
    const sp = document.createElement('td');
    sp.className = 'span';
    sp.textContent = c.span ? `${c.span[0]}–${c.span[1]}` : '';
    tr.append(th, td, sp);
    tbody.append(tr);
  }
  $('s-components').dataset.reading = strict.valid ? 'strict' : r.iri.valid ? 'iri' : 'none';
  $('diagram').textContent = comps.length === 0
    ? ''
    : input.length <= DIAGRAM_MAX ? diagram(input, comps) : '(the offset diagram is drawn for inputs of at most 400 characters)';

  // IRI.
  $('iri-verdict').textContent = r.iri.valid ? 'valid IRI reference' : `not an IRI reference: ${r.iri.error.kind} at byte ${r.iri.error.index}`;
  $('iri-verdict').className = r.iri.valid ? 'good' : 'bad';
  show($('iri-uri'), r.iri.valid ? r.iri.uri : null);

  // Lenient.
  const len = r.lenient;
  const reps = $('repairs');
  reps.replaceChildren();
  if (len.valid) {
    $('lenient-verdict').textContent = len.repairs_total ? `${len.repairs_total} repair(s)` : 'nothing to repair';
    $('lenient-verdict').className = 'good';
    show($('lenient-uri'), len.uri);
    for (const rep of len.repairs) {
      const li = listItem(reps, []);
      li.dataset.kind = rep.kind;
      li.dataset.index = String(rep.index);
      const head = document.createElement('div');
      head.append(span('kind', rep.kind), ` at byte ${rep.index}: `, rep.message.length > CLIP ? rep.message.slice(0, CLIP) + '…' : rep.message);
      const pre = document.createElement('pre');
      pre.className = 'text';
      showMarked(pre, input, [[rep.span[0], rep.span[1], 'rep', rep.kind]], map);
      li.append(head, pre);
    }
    if (len.repairs_total > len.repairs.length) listItem(reps, [`… and ${len.repairs_total - len.repairs.length} more`]);
  } else {
    $('lenient-verdict').textContent = `cannot be repaired: ${len.error.kind} at byte ${len.error.index}`;
    $('lenient-verdict').className = 'bad';
    show($('lenient-uri'), null);
  }

  // Normal form.
  const nc = $('normal-changes');
  nc.replaceChildren();
  show($('normal-syntax'), r.normal ? r.normal.syntax : null);
  show($('normal-scheme'), r.normal ? r.normal.scheme : null);
  if (r.normal) {
    for (const ch of r.normal.changes) {
      const parts = [span('rule', ch.rule), ` ${ch.component}: ${ch.what}`];
      if (ch.count > 1) parts.push(` (×${ch.count})`);
      if (ch.from !== undefined) parts.push(': ', code('from', ch.from), ' → ', code('to', ch.to));
      listItem(nc, parts);
    }
    if (!r.normal.changes.length) listItem(nc, ['already in normal form']);
  }

  // Site: the host's registrable domain and public suffix.
  renderSite(r.site, strict.valid);
  renderDisplay(r.display, strict.valid);

  // Resolution.
  renderResolve(r.resolve, base);

  // Lint.
  const lint = $('lint');
  lint.replaceChildren();
  if (r.lint) {
    for (const w of r.lint.warnings) {
      const li = listItem(lint, [span(`sev ${w.severity}`, w.severity), ' ', span('kind', w.code), ` [${w.span[0]}, ${w.span[1]}): ${w.message}`]);
      const pre = document.createElement('pre');
      pre.className = 'text';
      showMarked(pre, input, [[w.span[0], w.span[1], 'lint', w.code]], map);
      li.append(pre);
    }
    if (r.lint.total > r.lint.warnings.length) listItem(lint, [`… and ${r.lint.total - r.lint.warnings.length} more`]);
    if (!r.lint.total) listItem(lint, ['no warnings']);
  } else listItem(lint, ['(only a valid URI reference is linted)']);

  renderCompare(input, base, r.compare);

  $('raw').textContent = input.length > CLIP ? '(not shown for long inputs)' : JSON.stringify(r, null, 2);
}

function renderDisplay(display, valid) {
  show($('display-text'), display ? display.text : null);
  const kept = $('display-kept');
  kept.replaceChildren();
  if (!display) {
    listItem(kept, ['(only a valid URI reference has a display form)']);
    return;
  }
  for (const k of display.kept) {
    const li = listItem(kept, [`${k.code}: ${k.reason}`]);
    li.dataset.code = k.code;
  }
  if (!display.kept.length) listItem(kept, ['every label shown as it reads']);
}

function renderSite(site, valid) {
  const sections = { icann: 'ICANN section', private: 'private section' };
  $('site-verdict').textContent = site
    ? (site.section ? `suffix by a rule of the list's ${sections[site.section]}` : 'suffix by the implicit * rule (a top-level domain the list does not name)')
    : valid ? 'no site: no host, an IP address, or not a domain name' : '(only a valid URI reference has a site)';
  show($('site-domain'), site ? site.registrable_domain : null);
  show($('site-suffix'), site ? site.public_suffix : null);
  show($('site-subdomain'), site ? site.subdomain : null);
  show($('site-domain-ascii'), site ? site.registrable_domain_ascii : null);
  show($('site-suffix-ascii'), site ? site.public_suffix_ascii : null);
}

function renderResolve(res, base) {
  const steps = $('resolve-steps');
  const dots = $('dots').tBodies[0];
  steps.replaceChildren();
  dots.replaceChildren();
  $('dots').hidden = true;
  show($('resolve-target'), null);
  show($('resolve-relative'), null);
  const v = $('resolve-verdict');
  v.className = '';
  if (!res) { v.textContent = 'no base given'; return; }
  if (res.base_error) {
    v.textContent = `the base is not a URI: ${res.base_error.message}`;
    v.className = 'bad';
    return;
  }
  if (res.error) { v.textContent = `cannot resolve: ${res.error.message}`; v.className = 'bad'; return; }
  if (!res.target) { v.textContent = 'the input is not a URI reference: nothing to resolve'; return; }
  v.textContent = res.agrees ? 'resolved' : 'resolved (the steps below do not reproduce urlkit\'s target: please report this input)';
  v.className = res.agrees ? 'good' : 'bad';
  show($('resolve-target'), res.target);
  show($('resolve-relative'), res.relative ?? null);
  if (res.relative === null) $('resolve-relative').append(' no reference reaches this target');
  for (const s of res.steps) listItem(steps, [span('rule', s.rule), ' ', s.text]);
  if (res.dots) {
    $('dots').hidden = false;
    const add = (n, rule, out, inp) => {
      const tr = document.createElement('tr');
      const cells = [n, rule].map((t) => { const td = document.createElement('td'); td.textContent = t; return td; });
      const o = document.createElement('td'); o.className = 'text'; show(o, out);
      const i = document.createElement('td'); i.className = 'text'; show(i, inp);
      tr.append(...cells, o, i);
      dots.append(tr);
    };
    add('1', '', '', res.dots.input);
    res.dots.steps.forEach((s, k) => add(String(k + 2), `2${s.rule}`, s.output, s.input));
    if (res.dots.total > res.dots.steps.length) add('…', '', `${res.dots.total - res.dots.steps.length} more steps`, '');
  }
}

function renderCompare(input, base, cmp) {
  const tbody = $('compare').tBodies[0];
  tbody.replaceChildren();
  const br = browserURL(input, base);
  const mine = cmp ? urlkitFields(cmp) : null;
  for (const f of BROWSER_FIELDS) {
    const a = mine ? mine[f] : undefined;
    const b = br.error ? undefined : br[f];
    const differs = key(a) !== key(b);
    const tr = document.createElement('tr');
    tr.dataset.field = f;
    if (differs) tr.className = 'differs';
    const flag = document.createElement('td');
    flag.textContent = differs ? '≠' : '';
    flag.setAttribute('aria-label', differs ? 'differs' : 'same');
    const th = document.createElement('th');
    th.scope = 'row';
    th.textContent = f;
    const ta = document.createElement('td');
    ta.className = 'text';
    if (mine) show(ta, a); else ta.append(span('none', f === 'href' ? '(no URI: see the verdict)' : ''));
    const tb = document.createElement('td');
    tb.className = 'text';
    if (br.error) tb.append(span('none', f === 'href' ? `throws: ${br.error}` : '')); else show(tb, b);
    tr.append(flag, th, ta, tb);
    tbody.append(tr);
  }
}

// ---------------------------------------------------------------------------
// The loop: each change of the inputs is answered once per frame.

let pending = false;
let answered = 0;

function update() {
  pending = false;
  const raw = $('input').value;
  const base = $('base').value;
  let input = raw;
  const escErr = $('escape-error');
  escErr.hidden = true;
  if ($('escapes').checked) {
    try {
      input = decodeEscapes(raw);
    } catch (e) {
      escErr.hidden = false;
      escErr.textContent = e.message;
      return;
    }
  }
  const t0 = performance.now();
  const report = JSON.parse(analyze(input, base));
  render(input, base, report);
  const ms = performance.now() - t0;
  answered += 1;
  window.playground.last = report;
  window.playground.answers = answered;
  window.playground.lastMs = ms;
  if (answered === 1) {
    // Since navigation started, and the first answer's own time (from the
    // module being ready to the answer shown).
    window.playground.firstAnswerMs = performance.now();
    window.playground.firstMs = ms;
  }
  $('status').textContent = `${utf8len(input)} bytes; answered in ${ms.toFixed(1)} ms`;
  document.body.dataset.answers = String(answered);
  writePermalink(raw, base);
}

function schedule() {
  if (!pending) {
    pending = true;
    requestAnimationFrame(update);
  }
}

window.playground = { decodeEscapes, analyze: (i, b) => JSON.parse(analyze(i, b ?? '')) };

await init();
$('version').textContent = `urlkit ${version()}`;
readPermalink();
for (const id of ['input', 'base']) $(id).addEventListener('input', schedule);
$('escapes').addEventListener('change', schedule);
window.addEventListener('hashchange', () => { readPermalink(); schedule(); });
update();
// The Public Suffix List is read on first use; read it now, after the first
// answer is on the screen, rather than on the first input with a host.
setTimeout(warm, 0);
