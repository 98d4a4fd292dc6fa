// bao.cjs - bao-engine for CommonJS (require('bao-engine')): load()
// imports the ES module (bao-node.mjs) and resolves to its engine, so
// that a CommonJS program, or a TypeScript project compiled to
// CommonJS, needs no top-level await:
//
//   const { load } = require('bao-engine');
//   load().then((bao) => console.log(bao.moves().length));
'use strict';

let esm = null;
function module_() {
  if (!esm) esm = import('./bao-node.mjs');
  return esm;
}

async function load(source) {
  return (await module_()).load(source);
}

// The error classes are the ES module's (instanceof holds across both):
// given by errors(), once the module is loaded.
async function errors() {
  const m = await module_();
  return { BaoError: m.BaoError, InvalidMoveError: m.InvalidMoveError,
           IllegalMoveError: m.IllegalMoveError, AmbiguousMoveError: m.AmbiguousMoveError };
}

module.exports = { load, errors };
