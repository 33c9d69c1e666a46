// Bundles the API into dist/server.js. Workspace packages (@candor/*, TypeScript source) are
// bundled in; every other package stays external and is loaded from node_modules at run time
// (PGlite and argon2 find their wasm and native files next to their own modules).
import { build } from "esbuild";

await build({
  entryPoints: ["src/server.ts"],
  outfile: "dist/server.js",
  bundle: true,
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
