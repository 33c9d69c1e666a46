import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The API (apps/api) serves the built app from dist/ and answers /v1 itself; in development the
// Vite server forwards /v1 to it so the browser only ever talks to one origin.
export default defineConfig({
  plugins: [react()],
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
  },
});
