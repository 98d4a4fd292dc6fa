// bao.d.cts - the types of bao-engine for CommonJS (bao.cjs): load()
// resolves to the engine bao.d.ts describes.
type Esm = typeof import('./bao.js', { with: { 'resolution-mode': 'import' } });

export declare function load(source?: ArrayBuffer | ArrayBufferView | string |
  WebAssembly.Module | null): Promise<import('./bao.js', { with: { 'resolution-mode': 'import' } }).Engine>;

export declare function errors(): Promise<{
  BaoError: Esm['BaoError'];
  InvalidMoveError: Esm['InvalidMoveError'];
  IllegalMoveError: Esm['IllegalMoveError'];
  AmbiguousMoveError: Esm['AmbiguousMoveError'];
}>;
