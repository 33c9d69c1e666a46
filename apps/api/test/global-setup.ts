import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../src/db/client";
import { databaseUrlFor, testDatabaseUrl, withAdminClient } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PGlite dump file, or the name of a template database on TEST_DATABASE_URL's server. */
    databaseTemplate: string;
  }
}

/** Migrates one template database for the whole run; each test file then copies it. */
export default async function setup(project: TestProject) {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) {
    const handle = await openPglite({});
    await handle.migrate();
    if (!handle.pglite) throw new Error("expected an embedded database");
    const dump = await handle.pglite.dumpDataDir("none");
    await handle.close();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "candor-test-")), "template.tar");
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide("databaseTemplate", file);
    return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }

  const name = `candor_template_${process.pid}`;
  await withAdminClient(serverUrl, async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  });
  const handle = await openPostgres({ url: databaseUrlFor(serverUrl, name), maxConnections: 1 });
  await handle.migrate();
  await handle.close();
  project.provide("databaseTemplate", name);
  return () =>
    withAdminClient(serverUrl, (client) =>
      client.query(`drop database if exists "${name}" with (force)`),
    );
}
