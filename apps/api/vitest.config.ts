import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "api",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    environment: "node",
    globalSetup: ["test/global-setup.ts"],
    // Argon2 hashing and a fresh database per file make these slower than unit tests.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
