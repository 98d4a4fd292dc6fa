// bao-node.mjs - bao.mjs for Node: the same engine, whose load() with
// nothing reads bao.wasm from beside this file (node:fs), where bao.mjs
// itself would fetch it.  The npm package's "node" entry; a browser (or
// a bundle for one) gets bao.mjs, which imports no Node module.
import { readFile } from 'node:fs/promises';
import { load as loadFrom } from './bao.mjs';

export * from './bao.mjs';

export async function load(source) {
  if (source === undefined || source === null)
    source = await readFile(new URL('./bao.wasm', import.meta.url));
  return loadFrom(source);
}
