// tell.test.mjs - the module's tell() against `bao annotate`: for every
// ply of the 1994 game and of random games (of every variant), the line
// the module tells of the ply's move, played from the position before
// it, equals the command's line for that ply, in English and in Swahili
// (with the translations `bao html --lang sw` puts in its page's data),
// and in every other language of po/LINGUAS (French: a plural rule not
// English's).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SOURCE, TMP, bao, engine, randomGames, replayPositions,
         variantArgs } from './native.mjs';

const GAME_1994 = join(SOURCE, 'records', 'maulidi-kijumbe-1994.yaml');

// The lines of `bao annotate --depth 0` for each game: its plies' lines
// (the heading and the record's comments left out).
function annotateLines(file, lang, variant) {
  const games = [];
  for (const row of bao('annotate', '--depth', '0', '--lang', lang,
    ...variantArgs(variant), file).split('\n')) {
    if (/^\S.* \(.*\) - .* \(.*\)$/.test(row) && !/^\d+\. /.test(row)) games.push([]);
    else if (/^\d+\. /.test(row)) games[games.length - 1].push(row);
  }
  return games;
}

// The "tell" of the data of the page `bao html --lang LL` writes of file.
function translations(lang, file) {
  const out = join(TMP, `page-${lang}.html`);
  bao('html', '--no-engine', '--depth', '0', '--lang', lang, '-o', out, file);
  const page = readFileSync(out, 'utf8');
  const json = /<script type="application\/json" id="bao-data">\n([^]*?)\n<\/script>/
    .exec(page)[1];
  return JSON.parse(json).tell;
}

// Every ply of the games of `file` told by the module and by the command;
// the count of plies compared.
async function compare(file, lang, variant) {
  const e = await engine();
  const tell = lang === 'en' ? null : translations(lang, GAME_1994);
  if (lang !== 'en') assert.ok(tell && Object.keys(tell.msgs).length > 40, lang);
  const told = annotateLines(file, lang, variant);
  const games = replayPositions(file);
  const opts = { variant, lang: tell };
  assert.equal(games.length, told.length);
  let plies = 0;
  games.forEach((g, k) => {
    let before = e.start({ variant });
    g.forEach((ply, i) => {
      // the move of the ply: the legal move of its token (canonical in
      // `bao replay`) that leads where it led (two moves may)
      const move = e.moves(before, { variant }).find((m) => m.position === ply.line &&
        m.token === ply.token);
      assert.ok(move, `game ${k + 1} ply ${i + 1}`);
      const said = e.tell(before, move.token, { ...opts, ply: i + 1 });
      assert.equal(said.token, move.token);
      assert.equal(said.text, told[k][i], `game ${k + 1} ply ${i + 1} (${lang})`);
      before = ply.line;
      plies++;
    });
  });
  return plies;
}

for (const lang of ['en', 'sw', 'fr', 'de', 'it', 'eo'])
  test(`tell() says every ply of the 1994 game as bao annotate does (${lang})`,
    async () => {
      assert.equal(await compare(GAME_1994, lang), 46);
    });

for (const lang of ['en', 'sw'])
  test(`tell() says every ply of 60 random games as bao annotate does (${lang})`,
    async () => {
      const n = await compare(randomGames(60, 23, undefined), lang);
      assert.ok(n > 3000, `${n} plies`);
    });

for (const variant of ['kujifunza', 'kete', 'leaflet', 'esperanto'])
  test(`tell() says the plies of ${variant} games as bao annotate does`, async () => {
    await compare(randomGames(10, 1994, variant), 'sw', variant);
    await compare(randomGames(10, 1995, variant), 'en', variant);
  });

test('tell() without translations is English; with them, the language', async () => {
  const e = await engine();
  const start = e.start();
  const token = e.moves(start)[0].token;
  const en = e.tell(start, token).text;
  assert.match(en, /^1\. South /);
  const sw = translations('sw', GAME_1994);
  assert.match(e.tell(start, token, { lang: sw, ply: 3 }).text, /^3\. Kusini /);
  // back to English once the language is dropped
  assert.equal(e.tell(start, token).text, en);
  // a table without a message says its msgid
  assert.equal(e.tell(start, token, { lang: { plural: '', msgs: {} } }).text, en);
});

test('tell() refuses what play() refuses, and a ply number below 1', async () => {
  const e = await engine();
  assert.throws(() => e.tell(null, 'Z9'), /not a move token/);
  assert.throws(() => e.tell(null, 'A1L'), /not a legal move/);
  assert.throws(() => e.tell(e.start(), e.moves(e.start())[0].token, { ply: 0 }),
    /ply's number/);
});
