// The playground page in headless Chromium, compared with the urlkit CLI.
//
// Serves playground/www on localhost (built first by playground/build.sh),
// types each input into the page, and checks that what the page shows
// (verdict, error rule and byte index, components, IRI's URI, lenient
// URI and repairs, normal form, resolution, make_relative) is what
// `urlkit parse --json`, `--iri parse --json`, `--lenient parse --json`,
// `normalize --json`, `resolve --json` and `relative --json` print, and
// the site of the host (registrable domain and public suffix) as
// `urlkit parse --format '{domain}\t{suffix}'` prints it.
//
// Environment: URLKIT_CLI (default: target/release/urlkit, else
// target/debug/urlkit at the repository root), CHROMIUM (default
// /usr/bin/chromium), SCREENSHOT (default docs/playground.png; "" for none),
// ANSWER_MS (default 1000: the longest an answer may take).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, extname, normalize, dirname, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolvePath(here, '..', '..');
const www = join(root, 'playground', 'www');
const BASE = 'http://a/b/c/d;p?q';
const MIB = 1 << 20;
const CLIP = 2000; // as in www/app.js
// The longest an answer may take, in ms of wall time. 1 s on an idle
// machine; a machine shared with many builds may need more (the time is
// wall time, not CPU time).
const ANSWER_MS = Number(process.env.ANSWER_MS || 1000);

function cliPath() {
  if (process.env.URLKIT_CLI) return process.env.URLKIT_CLI;
  for (const p of ['target/release/urlkit', 'target/debug/urlkit']) {
    if (existsSync(join(root, p))) return join(root, p);
  }
  throw new Error('no urlkit CLI: run `cargo build -p urlkit-cli --release` or set URLKIT_CLI');
}

// ---------------------------------------------------------------------------
// The inputs. `typed` is what goes into the text box; `input` the text the
// page reads from it (escapes decoded when `esc`).

const r = (s, n) => s.repeat(n);
const CASES = [
  // Valid URIs and references.
  'http://example.com/',
  'HTTP://User@Example.COM:80/a/./b/../%7euser?q=1#frag',
  'https://www.example.com/docs/a/b/index.html?q=42',
  'ftp://ftp.is.co.za/rfc/rfc1808.txt',
  'mailto:John.Doe@example.com',
  'urn:oasis:names:specification:docbook:dtd:xml:4.1.2',
  'tel:+1-816-555-1212',
  'ldap://[2001:db8::7]/c=GB?objectClass?one',
  'http://[::FFFF:129.144.52.38]:8080/index.html',
  'http://[v7.fe80::a+en1]/',
  'http://192.168.0.1:0080/x',
  'file:///etc/hosts',
  'http://a/b/%2E%2e/c',
  'http://h/%41%42%7a%2f',
  'g;x=1/../y',
  '../../../g',
  '//g',
  '?y',
  '#s',
  '',
  './a:b',
  'http://u:p@h:/p?#',
  'http://example.com:99999/',
  'http://xn--bcher-kva.example/',
  // Sites: case kept, private suffixes, wildcards and exceptions, Unicode
  // and A-label rules, the implicit * rule, a trailing dot.
  'https://News.BBC.co.uk/x',
  'https://a.github.io/',
  'http://www.ck/',
  'http://a.b.ck/',
  'http://www.食狮.公司.cn/',
  'http://www.xn--85x722f.xn--55qx5d.cn/',
  'http://example.invalidtld/',
  'http://localhost:8080/',
  'http://example.co.uk./',
  'http://b%C3%BCcher.example.de/',
  'http://127.1/',
  // Invalid ones.
  'http://a b/',
  'http://[fe80::1%25eth0]/',
  'http://[fe80::1%eth0]:8080/p',
  'http://h/%zz',
  'http://h/%4',
  'http://[::1/',
  'http://h:8o/',
  '1http://h/',
  ':no-scheme',
  'http://h/a\\b',
  'http://h/<script>alert(1)</script>',
  'http://h/"q"',
  'http://h/a|b',
  'http://a@b@c/',
  'http://h/#a#b',
  // Non-ASCII.
  'http://bücher.example/straße?q=ü#ä',
  'https://例え.テスト/パス',
  'http://ü.example/ä',
  'http://h/😀',
  'http://h/é',
  'http://ﬁ.example/',
  'http://xn--/',
  'http://Ｅｘａｍｐｌｅ．com/',
  // The display form: all Cyrillic "apple", a mixed label, one of each.
  'http://xn--80ak6aa92e.com/',
  'http://xn--pple-43d.com/',
  'http://xn--bcher-kva.xn--pple-43d.com/',
  // Typed with escapes.
  { typed: 'http://h/\\u{202E}evil', esc: true },
  { typed: 'http://h/a\\tb', esc: true },
  { typed: 'http://h/a\\\\b%41', esc: true },
  { typed: 'http://h/\\u{200B}x\\u{0}', esc: true },
  { typed: ' http://h/ ', esc: true },
].map((c) => (typeof c === 'string' ? { typed: c, esc: false } : c));

// The adversarial inputs of docs/security.md (about 1 MiB each).
const ADVERSARIAL = [
  `http://h/${r('%41', MIB / 3)}`,
  `http://h/${r('%41', MIB / 3)}%4`,
  `http://h/${r('../', 100_000)}`,
  `http://${r('[', 100_000)}`,
  `http://[${r('1:', MIB / 2)}`,
  `http://${r('a', MIB)}/`,
  `http://${r('ab.', MIB / 3)}/`,
  `http://${r(':', MIB)}@h/`,
  `http://h${r(':', MIB)}/`,
  `http://${r('a@', MIB / 2)}h/`,
  `http://h/?${r('a=b&', MIB / 4)}`,
  `http://h${r('/', MIB)}`,
  `//${r('%', MIB)}`,
].map((typed) => ({ typed, esc: false, big: true }));

/** The escapes the page reads (the same rules as www/app.js, written out). */
function decode(s) {
  return s.replace(/\\(u\{([0-9a-fA-F]{1,6})\}|t|n|r|\\)/g, (_, e, hex) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : { t: '\t', n: '\n', r: '\r', '\\': '\\' }[e]);
}

for (const c of [...CASES, ...ADVERSARIAL]) c.input = c.esc ? decode(c.typed) : c.typed;

// ---------------------------------------------------------------------------
// What the CLI prints.

function cli(args, inputs) {
  const out = spawnSync(cliPath(), args, {
    input: inputs.join('\n') + '\n',
    maxBuffer: 1 << 30,
    encoding: 'utf8',
  });
  if (out.error) throw out.error;
  const lines = out.stdout.split('\n').filter((l) => l !== '');
  assert.equal(lines.length, inputs.length, `${args.join(' ')}: one line per input (${out.stderr.slice(0, 500)})`);
  return lines.map((l) => JSON.parse(l));
}

/**
 * What `urlkit parse --format '{domain}<TAB>{suffix}'` prints for each input
 * (one run each: an input that is no URI reference prints no line), as
 * `{domain, suffix}`, or null for such an input.
 */
function cliSites(inputs) {
  return inputs.map((input) => {
    const out = spawnSync(cliPath(), ['parse', '--format', '{domain}\t{suffix}'], {
      input: input + '\n',
      maxBuffer: 1 << 30,
      encoding: 'utf8',
    });
    if (out.error) throw out.error;
    if (out.status !== 0) return null;
    const [domain, suffix] = out.stdout.replace(/\n$/, '').split('\t');
    return { domain, suffix };
  });
}

/**
 * What `urlkit edit --as-idn --json` says of each input's host (one run
 * each): `{kept}`, the rule that keeps a label in A-labels (the library's
 * display form, as the page's), or null where the input is not a URI
 * reference.
 */
function cliDisplay(inputs) {
  return inputs.map((input) => {
    const out = spawnSync(cliPath(), ['edit', '--as-idn', '--json'], {
      input: input + '\n',
      maxBuffer: 1 << 30,
      encoding: 'utf8',
    });
    if (out.error) throw out.error;
    if (out.status !== 0) return null;
    const obj = JSON.parse(out.stdout);
    return { kept: obj.idn_kept ? obj.idn_kept.kind : null };
  });
}

// ---------------------------------------------------------------------------
// What the page shows for a value (the display rules of www/app.js:
// invisible characters as \u{X}, long values clipped with their length).

const utf8len = (s) => Buffer.byteLength(s, 'utf8');
function visible(s) {
  let out = '';
  for (const ch of s) {
    out += ch !== ' ' && /[\p{C}\p{Z}]/u.test(ch) ? `\\u{${ch.codePointAt(0).toString(16).toUpperCase()}}` : ch;
  }
  return out;
}
function shown(s) {
  if (s === null || s === undefined) return '(none)';
  if (s === '') return '(empty)';
  if (s.length > CLIP) return visible(s.slice(0, CLIP)) + `… (${utf8len(s)} bytes)`;
  return visible(s);
}

// ---------------------------------------------------------------------------
// The server and the browser.

let server;
let browser;
let page;
let url;
const requestsAfterLoad = [];
let loaded = false;
const pageErrors = [];

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.png': 'image/png' };

before(async () => {
  assert.ok(existsSync(join(www, 'pkg', 'urlkit_playground_bg.wasm')), 'run playground/build.sh first');
  server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(www, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(www) || !existsSync(file)) { res.writeHead(404); res.end(); return; }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  url = `http://127.0.0.1:${server.address().port}/`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    // playwright-core adds --headless and a fresh profile of its own.
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  page = await browser.newPage({ viewport: { width: 1000, height: 1500 } });
  page.on('request', (req) => { if (loaded) requestsAfterLoad.push(req.url()); });
  page.on('pageerror', (e) => pageErrors.push(String(e)));
});

after(async () => {
  await browser?.close();
  server?.close();
});

/** Waits for the page's next answer after `before` answers. */
async function nextAnswer(p, before) {
  await p.waitForFunction((n) => Number(document.body.dataset.answers ?? 0) > n, before, { timeout: 20_000 });
}

const answers = (p) => p.evaluate(() => Number(document.body.dataset.answers ?? 0));

/** Fills the field `sel` with `value`, and waits for the answer. */
async function set(p, sel, value) {
  if ((await p.inputValue(sel)) === value) return;
  const n = await answers(p);
  await p.fill(sel, value);
  await nextAnswer(p, n);
}

/** Turns the reading of escapes on or off, and waits for the answer. */
async function escapes(p, on) {
  if ((await p.isChecked('#escapes')) === on) return;
  const n = await answers(p);
  await p.setChecked('#escapes', on);
  await nextAnswer(p, n);
}

/** Types one case into the page and reads back what it shows. */
async function enter(p, c) {
  await escapes(p, c.esc);
  await set(p, '#input', c.typed);
  return p.evaluate(() => {
    const $ = (id) => document.getElementById(id);
    const text = (id) => $(id).textContent;
    const rows = [...$('components').tBodies[0].rows].map((tr) => [tr.dataset.name, tr.cells[1].textContent, tr.cells[2].textContent]);
    return {
      verdict: text('verdict'),
      errorShown: getComputedStyle($('error')).display !== 'none',
      errorKind: text('error-kind'),
      errorIndex: text('error-index'),
      errorMark: document.querySelector('#input-view mark.err')?.textContent ?? null,
      reading: $('s-components').dataset.reading,
      components: rows,
      iriVerdict: text('iri-verdict'),
      iriUri: text('iri-uri'),
      lenientVerdict: text('lenient-verdict'),
      lenientUri: text('lenient-uri'),
      moreRepairs: Number(/… and (\d+) more/.exec(text('repairs'))?.[1] ?? 0),
      repairs: [...$('repairs').children].filter((li) => li.dataset.kind).map((li) => [li.dataset.kind, Number(li.dataset.index)]),
      normal: text('normal-scheme'),
      target: text('resolve-target'),
      relative: text('resolve-relative'),
      resolveVerdict: text('resolve-verdict'),
      siteDomain: text('site-domain'),
      siteSuffix: text('site-suffix'),
      displayKept: [...$('display-kept').children].map((li) => li.dataset.code).filter(Boolean),
      ms: window.playground.lastMs,
    };
  });
}

// ---------------------------------------------------------------------------

test('the page loads and answers at once', async () => {
  await page.goto(url);
  await nextAnswer(page, 0);
  loaded = true;
  const [nav, own] = await page.evaluate(() => [window.playground.firstAnswerMs, window.playground.firstMs]);
  console.log(`first answer ${nav.toFixed(1)} ms after navigation start (loading and compiling the module included); the answer itself ${own.toFixed(1)} ms`);
  assert.ok(own < ANSWER_MS, `first answer took ${own} ms`);
  assert.match(await page.textContent('#version'), /^urlkit \d/);
});

test('every input: the page shows what the CLI prints', async () => {
  const all = [...CASES, ...ADVERSARIAL];
  const inputs = all.map((c) => c.input);
  const parse = cli(['parse', '--json'], inputs);
  const iri = cli(['--iri', 'parse', '--json'], inputs);
  const lenient = cli(['--lenient', 'parse', '--json'], inputs);
  const normal = cli(['normalize', '--json'], inputs);
  const resolved = cli(['resolve', '--base', BASE, '--json'], inputs);
  const targets = resolved.map((x) => x.result ?? 'http://unused/');
  const relative = cli(['relative', '--base', BASE, '--json'], targets);
  const sites = cliSites(inputs);
  const displays = cliDisplay(inputs);
  await set(page, '#base', BASE);
  let checked = 0;
  for (const [i, c] of all.entries()) {
    const name = JSON.stringify(c.input.length > 60 ? c.input.slice(0, 60) + '…' : c.input);
    const shownOnPage = await enter(page, c);
    const p = parse[i];
    // The verdict and the error.
    assert.equal(shownOnPage.verdict, p.valid ? 'valid URI reference' : 'not a URI reference', name);
    assert.equal(shownOnPage.errorShown, !p.valid, name);
    if (!p.valid) {
      assert.equal(shownOnPage.errorKind, p.error.kind, name);
      assert.equal(shownOnPage.errorIndex, String(p.error.index), name);
      // The marked character is the one at the byte index (or the end).
      const at = Buffer.from(c.input, 'utf8').subarray(p.error.index).toString('utf8');
      const ch = at.length ? String.fromCodePoint(at.codePointAt(0)) : null;
      assert.equal(shownOnPage.errorMark, ch === null ? '⟂' : visible(ch), `${name}: marked character`);
    }
    // The components (of the strict reading; of the IRI reading when only
    // that one succeeds).
    const src = p.valid ? p : iri[i].valid ? iri[i] : null;
    const names = ['scheme', 'authority', 'userinfo', 'host', 'host_kind', 'port', 'path', 'query', 'fragment'];
    const want = src ? names.filter((k) => src[k] !== null).map((k) => [k, shown(src[k])]) : [];
    assert.deepEqual(shownOnPage.components.map(([k, v]) => [k, v]), want, `${name}: components`);
    for (const [k, , span] of shownOnPage.components) {
      if (k === 'host_kind') continue;
      const [a, b] = span.split('–').map(Number);
      assert.equal(Buffer.from(c.input, 'utf8').subarray(a, b).toString('utf8'), src[k], `${name}: span of ${k}`);
    }
    // The IRI reading and its URI.
    assert.equal(shownOnPage.iriVerdict.startsWith('valid'), iri[i].valid, `${name}: IRI verdict`);
    if (iri[i].valid) assert.equal(shownOnPage.iriUri, shown(iri[i].uri), `${name}: IRI's URI`);
    else assert.match(shownOnPage.iriVerdict, new RegExp(`${iri[i].error.kind} at byte ${iri[i].error.index}$`));
    // The lenient reading.
    const l = lenient[i];
    if (l.valid) {
      assert.equal(shownOnPage.lenientUri, shown(l.uri ?? l.input), `${name}: lenient URI`);
      const reps = l.repairs ?? [];
      // The first 50 are listed, all are counted.
      assert.deepEqual(shownOnPage.repairs, reps.slice(0, 50).map((x) => [x.kind, x.index]), `${name}: repairs`);
      assert.equal(shownOnPage.lenientVerdict, reps.length ? `${reps.length} repair(s)` : 'nothing to repair', name);
      assert.equal(shownOnPage.moreRepairs, Math.max(0, reps.length - 50), `${name}: repairs counted`);
    } else {
      assert.equal(shownOnPage.lenientVerdict, `cannot be repaired: ${l.error.kind} at byte ${l.error.index}`, name);
    }
    // The normal form.
    assert.equal(shownOnPage.normal, shown(normal[i].normalized ?? null), `${name}: normal form`);
    // Resolution, and the way back.
    const res = resolved[i];
    assert.equal(shownOnPage.target, shown(res.result ?? null), `${name}: resolution`);
    if (res.result !== undefined) {
      assert.equal(shownOnPage.resolveVerdict, 'resolved', `${name}: the steps rebuild the target`);
      const back = relative[i].result;
      const pageBack = shownOnPage.relative.replace(/ no reference reaches this target$/, '');
      assert.equal(pageBack === '(none)' ? shown(res.result) : pageBack, shown(back), `${name}: make_relative`);
    }
    // The site of the host (empty in the CLI, "(none)" on the page when
    // there is none).
    const site = sites[i];
    assert.equal(site !== null, p.valid, `${name}: the CLI's {domain} for valid references only`);
    const orNone = (v) => (v === undefined || v === '' ? '(none)' : shown(v));
    assert.equal(shownOnPage.siteDomain, orNone(site?.domain), `${name}: registrable domain`);
    assert.equal(shownOnPage.siteSuffix, orNone(site?.suffix), `${name}: public suffix`);
    // The display form: the first label it keeps in A-labels, and why,
    // as the CLI's --as-idn (the same library function) says.
    const display = displays[i];
    if (p.valid && display !== null) {
      assert.equal(shownOnPage.displayKept[0] ?? null, display.kept, `${name}: display form's kept label`);
    }
    // Responsiveness: the adversarial inputs too are answered within 1 s.
    assert.ok(shownOnPage.ms < ANSWER_MS, `${name}: answered in ${shownOnPage.ms} ms`);
    if (c.big) console.log(`${name.slice(0, 30)}… (${utf8len(c.input)} bytes): ${shownOnPage.ms.toFixed(0)} ms`);
    checked += 1;
  }
  assert.ok(checked >= 40 + ADVERSARIAL.length, `${checked} inputs checked`);
});

test('output is text, never markup', async () => {
  await escapes(page, false);
  await set(page, '#input', 'http://h/<img src=x onerror=window.pwned=1>');
  assert.equal(await page.evaluate(() => window.pwned ?? null), null);
  assert.equal(await page.locator('img').count(), 0);
});

test('the browser column: new URL beside urlkit, differences marked', async () => {
  await set(page, '#base', '');
  await set(page, '#input', 'http://h/a\\b');
  // urlkit refuses the backslash; the browser reads it as "/".
  const browserPath = await page.textContent('#compare tr[data-field=pathname] td:nth-child(4)');
  assert.equal(browserPath, '/a/b');
  await set(page, '#input', 'HTTP://EXAMPLE.com:80/a/./b');
  const rows = await page.$$eval('#compare tbody tr', (trs) => trs.map((tr) => [tr.dataset.field, tr.className]));
  assert.deepEqual(rows.filter(([, c]) => c === 'differs'), [], 'both normalize this one alike');
  await set(page, '#input', 'http://h/%7e?');
  const differs = await page.$$eval('#compare tbody tr.differs', (trs) => trs.map((tr) => tr.dataset.field));
  assert.ok(differs.includes('pathname'), `RFC 3986 decodes %7e, WHATWG keeps it: ${differs}`);
  await set(page, '#base', BASE);
});

test('permalink: the state in the fragment, UTF-8 safe, restored on load', async () => {
  await escapes(page, true);
  await set(page, '#input', 'http://ü.example/\\u{202E}ä');
  const link = page.url();
  assert.match(link, /#url=[A-Za-z0-9_-]+&base=[A-Za-z0-9_-]*&esc=1$/);
  const other = await browser.newPage();
  await other.goto(link);
  await nextAnswer(other, 0);
  assert.equal(await other.inputValue('#input'), 'http://ü.example/\\u{202E}ä');
  assert.equal(await other.inputValue('#base'), BASE);
  assert.equal(await other.textContent('#iri-uri'), await page.textContent('#iri-uri'));
  await other.close();
});

test('keyboard: tab order and typing without a mouse', async () => {
  await page.focus('#input');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'escapes');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'base');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  const n = await answers(page);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('http://h/x y');
  await nextAnswer(page, n);
  await page.waitForFunction(() => document.getElementById('error-index').textContent === '10');
});

test('phone width: nothing wider than the screen', async () => {
  await page.setViewportSize({ width: 360, height: 780 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `page is ${width} px wide`);
  await page.setViewportSize({ width: 1000, height: 1500 });
});

test('no request after load (works offline)', async () => {
  await page.context().setOffline(true);
  await set(page, '#input', 'http://offline.example/a/../b');
  assert.equal(await page.textContent('#normal-scheme'), 'http://offline.example/b');
  await page.context().setOffline(false);
  assert.deepEqual(requestsAfterLoad, []);
});

test('screenshot for the docs', async () => {
  const out = process.env.SCREENSHOT ?? join(root, 'docs', 'playground.png');
  if (!out) return;
  await escapes(page, true);
  await set(page, '#base', BASE);
  await set(page, '#input', 'HTTP://Example.COM:80/a/./b/../%7euser?q#f');
  await page.setViewportSize({ width: 900, height: 1300 });
  await page.screenshot({ path: out, type: 'png' });
  console.log(`screenshot: ${out} (${statSync(out).size} bytes)`);
});

test('no script error on the page', () => assert.deepEqual(pageErrors, []));
