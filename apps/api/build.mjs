// Bundles the API into dist/server.js. Workspace packages (@candor/*, TypeScript source) and the
// pure-JavaScript packages of BUNDLED_PACKAGES are bundled in; every other package stays external
// and is loaded from node_modules at run time (PGlite and argon2 find their wasm and native files
// next to their own modules).
//
// Split into chunks (decision 0050): a module imported with `await import()` becomes a file of
// its own beside server.js, loaded when first imported, with the packages it imports. The start
// loads the application's chunk while the embedded database opens, and a package used by one
// feature only (the S3 SDK, Redis, nodemailer) loads on first use. Chunks stay in dist/ itself:
// config.ts finds the package's root from its own file's directory.
import { existsSync, readdirSync, rmSync } from "node:fs";
import { builtinModules } from "node:module";
import { build } from "esbuild";
import { drizzleRememberedIs } from "./build/drizzle-remembered-is.mjs";
import { sourceEditsPlugin } from "./build/source-edits.mjs";

// Chunks are named by their content's hash: the previous build's would pile up.
for (const name of existsSync("dist") ? readdirSync("dist", { withFileTypes: true }) : []) {
  if (name.isFile() && /\.js(\.map)?$/.test(name.name)) rmSync(`dist/${name.name}`);
}

/**
 * Packages bundled into the chunks rather than loaded from node_modules (decision 0055), with
 * every package they import: Node 20 resolves, reads and compiles a package's files one by one
 * (Fastify and its plugins are hundreds of small files) and keeps no compile cache, which made
 * loading modules the largest part of a cold start. Only pure JavaScript that looks for no file
 * beside its own at run time; anything the app imports that is not listed stays external.
 */
const BUNDLED_PACKAGES = [
  "fastify",
  "fastify-plugin",
  "fastify-type-provider-zod",
  "@fastify/compress",
  "@fastify/multipart",
  "@fastify/static",
  "@fastify/websocket",
  "zod",
  "drizzle-orm",
  "helmet",
  "i18next",
  "csv-parse",
  "sanitize-html",
];
/**
 * Packages that stay in node_modules even where a bundled package imports them: PGlite (its
 * .wasm and data files beside its module), native addons, pino (its transports start workers
 * from their own files), the PostgreSQL driver and the packages loaded on first use.
 */
const EXTERNAL_PACKAGES = [
  "@electric-sql/pglite",
  "@node-rs/argon2",
  "fs-native-extensions",
  "sharp",
  "pino",
  "pg",
  "pdfkit",
  "archiver",
  "ical-generator",
  "@aws-sdk",
  "ioredis",
  "nodemailer",
  "@fastify/swagger",
];
/** Stand-ins by package and importer: each runs the real package when first used. */
const STAND_INS = [
  {
    name: "sanitize-html",
    importer: /./,
    contents: (load) => `export default new Proxy(function lazyPackage() {}, {
  apply: (_target, self, callArgs) => Reflect.apply(${load}, self, callArgs),
  get: (_target, key) => ${load}[key],
});`,
  },
  {
    name: "glob",
    importer: /[\\/]@fastify[\\/]static[\\/]/,
    contents: (load) => `exports.glob = (...args) => ${load}.glob(...args);`,
  },
  {
    name: "duplexify",
    importer: /[\\/]@fastify[\\/]websocket[\\/]/,
    contents: (load) => `module.exports = function Duplexify(...args) {
  return Reflect.construct(${load}, args);
};`,
  },
];
/**
 * Edits of bundled packages' sources (build/source-edits.mjs); the build fails if one no longer
 * finds its text. The three after Drizzle's are start-up work (below).
 */
const SOURCE_EDITS = [
  // Drizzle's `is` with its answers remembered (decision 0061).
  drizzleRememberedIs,
  {
    file: /[\\/]@fastify[\\/]multipart[\\/]index\.js$/,
    replace: [
      [
        "if (globalThis.FormData && !fastify.hasRequestDecorator('formData')) {",
        "if (!fastify.hasRequestDecorator('formData')) {",
      ],
    ],
  },
  {
    file: /[\\/]@fastify[\\/]compress[\\/]lib[\\/]utils\.js$/,
    replace: [
      [
        "return obj instanceof ReadableStream",
        "return obj !== null && typeof obj === 'object' && typeof obj.getReader === 'function' && obj instanceof ReadableStream",
      ],
      [
        "return obj instanceof Response",
        "return obj !== null && typeof obj === 'object' && typeof obj.arrayBuffer === 'function' && obj instanceof Response",
      ],
    ],
  },
  {
    file: /[\\/]find-my-way[\\/]lib[\\/]node\.js$/,
    replace: [
      [
        "this.matchPrefix = kind === NODE_TYPES.STATIC ? compilePrefixMatch(prefix) : null",
        "this.matchPrefix = kind === NODE_TYPES.STATIC ? matchPrefixOnFirstUse : null",
      ],
      [
        "this.matchPrefix = compilePrefixMatch(childPrefix)",
        "this.matchPrefix = matchPrefixOnFirstUse",
      ],
    ],
    append: `
function matchPrefixOnFirstUse (path, i) {
  this.matchPrefix = compilePrefixMatch(this.prefix)
  return this.matchPrefix(path, i)
}
`,
  },
];
/**
 * Work a start no longer does (issue 15's cold start, decision 0060), each the same at run time:
 * - Packages needed by a first use, not by a start (STAND_INS): sanitize-html (with htmlparser2
 *   and postcss, a few tens of ms to evaluate) by the first rich text saved, glob by
 *   @fastify/static only when it lists a directory (never: `wildcard: true`), duplexify (with
 *   readable-stream 3) by @fastify/websocket only for `injectWS` (tests). Their importers get a
 *   stand-in that runs the bundled package on first use (esbuild turns the stand-in's `require`
 *   into the package's lazy CommonJS wrapper).
 * - Three of SOURCE_EDITS:
 *   - @fastify/multipart asks `globalThis.FormData` whether to add `request.formData()`: Node 20
 *     always has it, but reading it loads Node's fetch implementation (undici) at every start.
 *     The check is dropped; `new FormData()` still loads it, on the first call.
 *   - @fastify/compress asks of every answer whether it is a `Response` or a `ReadableStream`:
 *     reading those globals loads undici and Node's web streams on the first request (~30 ms of
 *     the first health check). It asks only of an object with the type's own method
 *     (`arrayBuffer`, `getReader`), which every instance has: the same answers, and a string
 *     never loads them (decision 0062).
 *   - find-my-way compiles a matcher of each static path segment with `new Function` as it adds
 *     a route (about a third of registering the routes): each node compiles its own when a
 *     request first walks through it, the same function.
 * - @fastify/compress takes `Readable.from` and `Transform` from readable-stream 4, a copy of
 *   Node's own streams (~80 modules evaluated at every start): it gets Node's `stream`, which
 *   has both with the same behaviour.
 */
const startUpLazily = {
  name: "start-up-lazily",
  setup(pluginBuild) {
    const names = STAND_INS.map((standIn) => standIn.name);
    pluginBuild.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (!names.includes(args.path) || args.pluginData?.realPackage) return undefined;
      if (args.namespace === "stand-in") {
        // The real package, resolved as from the stand-in's importer (bundled as it was).
        return pluginBuild.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.pluginData.importer,
          pluginData: { realPackage: true },
        });
      }
      const standIn = STAND_INS.find(
        (entry) => entry.name === args.path && entry.importer.test(args.importer),
      );
      return standIn
        ? {
            path: args.path,
            namespace: "stand-in",
            pluginData: { resolveDir: args.resolveDir, importer: args.importer },
          }
        : undefined;
    });
    pluginBuild.onResolve({ filter: /^readable-stream$/ }, (args) =>
      /[\\/]@fastify[\\/]compress[\\/]/.test(args.importer)
        ? { path: "node:stream", external: true }
        : undefined,
    );
    pluginBuild.onLoad({ filter: /.*/, namespace: "stand-in" }, (args) => ({
      resolveDir: args.pluginData.resolveDir,
      pluginData: args.pluginData,
      loader: "js",
      contents: `let loaded;
${STAND_INS.find((entry) => entry.name === args.path).contents(
  `(loaded ??= require(${JSON.stringify(args.path)}))`,
)}`,
    }));
  },
};
const isPackage = (names, specifier) =>
  names.some((name) => specifier === name || specifier.startsWith(`${name}/`));
const isBundled = (specifier, importer) =>
  specifier.startsWith("@candor/") ||
  isPackage(BUNDLED_PACKAGES, specifier) ||
  (importer.includes("/node_modules/") &&
    !specifier.startsWith("node:") &&
    !builtinModules.includes(specifier) &&
    !isPackage(EXTERNAL_PACKAGES, specifier));

await build({
  entryPoints: ["src/server.ts"],
  outdir: "dist",
  bundle: true,
  splitting: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  logLevel: "warning",
  // The bundled CommonJS packages still require() Node's own modules (and optional ones in a
  // try): an ES module has no `require` of its own.
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
  },
  plugins: [
    startUpLazily,
    sourceEditsPlugin(SOURCE_EDITS),
    {
      name: "external-packages",
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          isBundled(args.path, args.importer) ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
