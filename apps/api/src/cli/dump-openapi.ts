import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openPglite } from "../db/client";

/**
 * Writes the OpenAPI document to a file (or stdout), for linters and client generators:
 *
 *   npm run openapi:dump -w apps/api -- [file]
 *
 * The document is the application's own (`GET /v1/openapi.json`), built from an app on a fresh
 * in-memory database (the storage plugin keeps its URL secret there; nothing else is read).
 */
async function main(): Promise<void> {
  const target = process.argv.slice(2).find((arg) => arg !== "--");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-openapi-"));
  const database = await openPglite({});
  await database.migrate();
  const app = await buildApp({
    config: { ...loadConfig({ ...process.env, DATA_DIR: dataDir }), logLevel: "silent" },
    database,
    logger: false,
  });
  try {
    await app.ready();
    const text = `${JSON.stringify(await app.openApiDocument(), null, 2)}\n`;
    if (target) {
      fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
      fs.writeFileSync(target, text);
    } else {
      process.stdout.write(text);
    }
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
