import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tinyPng } from "../../../test/images";
import { createFileUrls } from "../../lib/storage/file-urls";
import { createLocalStorage } from "../../lib/storage/local-storage";
import type { FileStorage } from "../../lib/storage/storage";
import { EMAIL_LOGO_CID, loadEmailLogo } from "./email-logo";

// What a send reads of the logo from a real (disk) file store: the stored bytes as an inline
// attachment, or nothing and a warning, never an error that would stop the email.
describe("loadEmailLogo", () => {
  let root: string;
  let storage: FileStorage;
  const warnings: unknown[] = [];
  const log = { warn: (...args: unknown[]) => warnings.push(args) };

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "candor-email-logo-unit-"));
    const urls = createFileUrls({ secret: "test", clock: () => new Date(), basePath: "/v1/files" });
    storage = createLocalStorage({ root, urls });
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("reads the stored logo as an inline attachment with the layout's Content-ID", async () => {
    const png = tinyPng(3, 2);
    await storage.put("logos/org-1/a.png", png, { contentType: "image/png" });
    const logo = await loadEmailLogo({ storage, log }, "logos/org-1/a.png");
    expect(logo).toEqual({
      filename: "logo.png",
      contentType: "image/png",
      contentBase64: png.toString("base64"),
      contentId: EMAIL_LOGO_CID,
    });
  });

  it("answers nothing without a logo, and nothing with a warning when its file is gone", async () => {
    expect(await loadEmailLogo({ storage, log }, null)).toBeUndefined();
    expect(warnings).toEqual([]);
    expect(await loadEmailLogo({ storage, log }, "logos/org-1/gone.png")).toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings[0])).toContain("logos/org-1/gone.png");
  });
});
