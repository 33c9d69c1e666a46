// Bundles the API into dist/server.js. Workspace packages (@candor/*, TypeScript source) are
// bundled in; every other package stays external and is loaded from node_modules at run time
// (PGlite and argon2 find their wasm and native files next to their own modules).
//
// Split into chunks (decision 0050): a module imported with `await import()` becomes a file of
// its own beside server.js, loaded when first imported, with the packages it imports. The start
// loads the application's chunk while the embedded database opens, and a package used by one
// feature only (the S3 SDK, Redis, nodemailer) loads on first use. Chunks stay in dist/ itself:
// config.ts finds the package's root from its own file's directory.
import { existsSync, readdirSync, rmSync } from "node:fs";
import { build } from "esbuild";

// Chunks are named by their content's hash: the previous build's would pile up.
for (const name of existsSync("dist") ? readdirSync("dist", { withFileTypes: true }) : []) {
  if (name.isFile() && /\.js(\.map)?$/.test(name.name)) rmSync(`dist/${name.name}`);
}

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
  plugins: [
    {
      name: "external-packages",
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@candor/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
