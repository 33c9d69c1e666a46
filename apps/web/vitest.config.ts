import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { localeParts } from "./locale-parts-plugin";

export default defineProject({
  plugins: [react(), localeParts()],
  test: {
    name: "web",
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    testTimeout: 20_000,
  },
});
