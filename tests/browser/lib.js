/* lib.js - what the browser tests share (CommonJS; play_game.mjs loads it
 * with createRequire): the count of the checks passed and failed and
 * their "FAIL" lines, Chromium launched with generous hang guards, and
 * the end of a run (its summary line and exit status).
 *
 * The suite runs on 2 cores beside other work, so a wall-clock limit is
 * never a test: a wait is a guard against a hang only, 10 times (and
 * more) what it waits for takes, and it waits for the thing itself (a
 * data-state, an answer), not for something true before it happens.
 * Every page and context of a browser from launch() takes TIMEOUT as
 * the default of its actions, waits and navigations (playwright's own is
 * 30 s); a wait for the engine in WebAssembly (a search, a hint, the
 * computer's move, a drill's reply) says ENGINE. */
'use strict';

const TIMEOUT = 120000;
const ENGINE = 300000;

/* The checks of a run.  opt.fail: what begins the line of a failed check
 * ('FAIL: ' unless said); opt.json: eq compares JSON and says
 * "WHAT: GOT != WANT" (else === and the got/want lines); opt.verbose: a
 * line "PASS: WHAT" for every check passed too. */
function checks(opt) {
  opt = opt || {};
  const fail = opt.fail === undefined ? 'FAIL: ' : opt.fail;
  const t = { passed: 0, failed: 0 };
  t.ok = (cond, what) => {
    if (cond) {
      t.passed++;
      if (opt.verbose) console.log('PASS: ' + what);
    } else {
      t.failed++;
      console.log(fail + what);
    }
  };
  t.eq = opt.json
    ? (got, want, what) => t.ok(JSON.stringify(got) === JSON.stringify(want),
      `${what}: ${JSON.stringify(got)} != ${JSON.stringify(want)}`)
    : (got, want, what) => t.ok(got === want, what + (got === want ? ''
      : '\n  got:  ' + JSON.stringify(got) + '\n  want: ' + JSON.stringify(want)));
  /* an exception that ended a part of the run: a failure, said */
  t.crashed = (e) => {
    t.failed++;
    console.log(fail + (e && e.stack || e));
  };
  t.summary = () => t.passed + ' passed, ' + t.failed + ' failed';
  /* the end: `line` (the summary unless given), exit 1 on a failure */
  t.finish = (line) => {
    console.log(line === undefined ? t.summary() : line);
    process.exit(t.failed ? 1 : 0);
  };
  /* an exception that ended the whole run */
  t.fatal = (e) => {
    t.crashed(e);
    process.exit(1);
  };
  return t;
}

/* The generous defaults on a context or a page. */
function guard(c) {
  c.setDefaultTimeout(TIMEOUT);
  c.setDefaultNavigationTimeout(TIMEOUT);
  return c;
}

/* Debian's chromium (executablePath, /usr/bin/chromium unless given)
 * with the command-line switches `args`; its newContext and newPage
 * hand out contexts and pages with the generous defaults. */
async function launch(executablePath, args) {
  const { chromium } = require('playwright-core');   /* NODE_PATH */
  const browser = await chromium.launch({ executablePath: executablePath || '/usr/bin/chromium',
    args: args || [], timeout: TIMEOUT });
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options) => guard(await newContext(options));
  browser.newPage = async (options) => {
    const page = await newPage(options);
    guard(page.context());
    return page;
  };
  return browser;
}

/* The teaching page's engine compiled (explore.js's data-state). */
function ready(page) {
  return page.waitForSelector('#explore[data-state="ready"]', { timeout: ENGINE });
}

/* The hint's answer once it is given, not the "Searching\u2026" (in
 * Swahili "Inatafuta\u2026") that the click puts there at once, nor the
 * empty text that a new ply leaves: its words. */
async function hintSaid(page) {
  await page.waitForFunction(() => {
    const said = document.getElementById('hint-text').textContent;
    return said && !/\u2026$/.test(said);
  }, null, { timeout: ENGINE });
  return page.textContent('#hint-text');
}

module.exports = { TIMEOUT, ENGINE, checks, launch, ready, hintSaid };
