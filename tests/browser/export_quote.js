// export_quote.js - the page's export (src/views/html/assets/explore.js,
// record()) writes tags that bao check reads back: values holding what
// YAML takes for a line break or refuses (U+0085, U+2028, U+2029, DEL, a
// C1 control, U+FFFE, U+FFFF), and keys that are not identifiers, which
// it used to drop.  The page's own q() and header() are taken from
// explore.js and run on a game's data; no browser is needed.
//
//   node tests/browser/export_quote.js BAO_BINARY
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');
const lib = require('./lib.js');

const bao = process.argv[2];
const src = fs.readFileSync(path.join(__dirname, '..', '..', 'src', 'views', 'html',
  'assets', 'explore.js'), 'utf8');
function grab(name) {
  const m = src.match(new RegExp('\\n( *)function ' + name + '\\([^]*?\\n\\1\\}'));
  if (!m) throw new Error('no function ' + name + ' in explore.js');
  return m[0];
}
const tags = [
  ['event', 'a\uffffb'], ['site', 'c\ufffed'], ['round', 'e\u0085f'],
  ['annotator', 'g\u2028h\u2029i'], ['source', 'j\u007fk\u0090l'],
  ['my key', 'spaced'], ['x.y', 'dotted'], ['1st', 'digit'], ['\u00e9t\u00e9', 'summer'],
];
const header = new Function('data', grab('q') + grab('header') + 'return header;')(
  { tags: tags, variant: 'kiswahili', rules: [], stop: false });
const out = [];
header(out, null);
const text = out.join('\n') + '\nmoves:\n- \'A7L*\'\n';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bao-export-'));
const file = path.join(dir, 'export.yaml');
fs.writeFileSync(file, text);
const t = lib.checks({ verbose: true });
const check = t.ok;
const r = spawnSync(bao, ['check', file], { encoding: 'utf8' });
check(r.status === 0, 'bao check reads the export back (' + r.status + ': ' +
  (r.stdout + r.stderr).split('\n').filter((l) => / error: /.test(l)).join(' | ') + ')');
const c = spawnSync(bao, ['convert', file], { encoding: 'utf8' });
for (const [k] of tags)
  check(c.status === 0 && c.stdout.includes(k), 'the tag \'' + k + '\' is exported');
fs.rmSync(dir, { recursive: true });
t.finish(t.failed ? t.failed + ' failed' : 'all passed');
