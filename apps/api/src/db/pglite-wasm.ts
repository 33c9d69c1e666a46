import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

/** The runtime's WebAssembly API (the project's TypeScript libraries declare only its types). */
const wasm = (
  globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };
  }
).WebAssembly;

let compiling: Promise<WebAssembly.Module> | undefined;

/**
 * PGlite's WebAssembly (9 MB), compiled once per process. PGlite compiles it itself only once it
 * has set up its file system, after everything the process imports first; started at the top of
 * server.ts instead, V8 compiles it on its own threads while the main thread loads the app's
 * modules, and `openPglite` hands the module to PGlite (`pgliteWasmModule`). Imports nothing of
 * PGlite: this module must stay cheap to load (issue 15, decision 0055).
 */
export function compilePgliteWasm(): Promise<WebAssembly.Module> {
  compiling ??= (async () => {
    // The package's CommonJS entry sits beside its .wasm, as its ES module entry does.
    const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
    const bytes = await readFile(path.join(path.dirname(entry), "pglite.wasm"));
    return wasm.compile(bytes);
  })();
  return compiling;
}
