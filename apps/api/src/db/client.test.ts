import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openPglite } from "./client";
import { pageViews } from "./schema/index";

describe("the embedded database in DATA_DIR", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-data-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("keeps its data across a restart and migrates idempotently", async () => {
    const dataDir = tempDir();
    const first = await openPglite({ dataDir });
    await first.migrate();
    await first.db.insert(pageViews).values({ path: "/kept", area: "general" });
    await first.close();

    const second = await openPglite({ dataDir });
    await second.migrate();
    const rows = await second.db.select({ path: pageViews.path }).from(pageViews);
    await second.close();
    expect(rows).toEqual([{ path: "/kept" }]);
  });

  it("refuses a second opening of the same directory while the first is open", async () => {
    const dataDir = tempDir();
    const first = await openPglite({ dataDir });
    try {
      await expect(openPglite({ dataDir })).rejects.toThrow(`in use by process ${process.pid}`);
    } finally {
      await first.close();
    }
    const again = await openPglite({ dataDir });
    expect(await again.ping()).toBe(true);
    await again.close();
  });

  it("opens a directory whose lock file a dead process left behind", async () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, "candor.lock"), "999999999");
    const handle = await openPglite({ dataDir });
    expect(await handle.ping()).toBe(true);
    await handle.close();
  });
});

describe("the embedded engine's shared memory", () => {
  it("is sized for one backend and a 16 MB buffer pool", async () => {
    const handle = await openPglite({});
    const settings = await handle.pglite?.query<{ name: string; setting: string }>(
      `select name, setting from pg_settings
        where name in ('max_connections', 'max_wal_senders', 'shared_buffers') order by name`,
    );
    await handle.close();
    expect(settings?.rows).toEqual([
      { name: "max_connections", setting: "2" },
      { name: "max_wal_senders", setting: "0" },
      // In 8 kB pages.
      { name: "shared_buffers", setting: "2048" },
    ]);
  });
});
