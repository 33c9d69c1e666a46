import { constants as zlibConstants } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { localeParts } from "./locale-parts-plugin";

// The API (apps/api) serves the built app from dist/ and answers /v1 itself; in development the
// Vite server forwards /v1 to it so the browser only ever talks to one origin.
export default defineConfig({
  plugins: [
    react(),
    // Each language's strings in parts: core, then one per signed-in area (decision 0054).
    localeParts(),
    // Brotli and gzip copies beside each text asset, made once at build at the highest levels:
    // the server sends the one the browser accepts (@fastify/static `preCompressed`) without
    // compressing anything per request. Source maps are left alone (only developers fetch them).
    compression({
      algorithms: [
        defineAlgorithm("brotliCompress", { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm("gzip", { level: 9 }),
      ],
      include: /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest)$/,
      threshold: 1024,
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      "/v1": { target: "http://127.0.0.1:3000", changeOrigin: false },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    assetsDir: "assets",
    // Every script is an external, hashed file: the server's CSP allows no inline script.
    modulePreload: { polyfill: false },
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the first page load runs (every module the entry imports statically) in one
          // chunk rather than a dozen small ones shared with routes: fewer requests, and one
          // compression window instead of one per file (issue 15, docs/decisions/0049).
          groups: [{ name: "start", tags: ["$initial"] }],
        },
      },
    },
  },
});
