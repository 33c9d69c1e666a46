import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { createOrganization } from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";
import { subdomainOf } from "./careers-pages";

const INDEX =
  '<!doctype html><html><head><meta name="description" content="Candor" /><title>Candor</title></head><body><div id="root"></div></body></html>';
const HOSTILE_TITLE = "Engineer </script><script>alert(1)</script>";

describe("the careers pages as search engines read them", () => {
  let app: TestApp;
  let root: string;
  let host: string;
  let positionId: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "candor-careers-web-"));
    fs.writeFileSync(path.join(root, "index.html"), INDEX);
    app = await buildTestApp({ webDistDir: root, appDomain: "candor.test" });
    const { organization } = await createOrganization(app, { name: "Analytical & Co" });
    host = `${organization.subdomain}.candor.test`;
    const open = { status: "open" as const, isPublic: true, openedAt: new Date("2026-11-02") };
    positionId = (
      await insertPosition(app, organization.id, {
        ...open,
        title: HOSTILE_TITLE,
        description: "<p>Design <strong>engines</strong> with us.</p>",
        location: "London",
        employmentType: "full_time",
      })
    ).id;
    await insertPosition(app, organization.id, { ...open, title: "Bookkeeper" });
    await insertPosition(app, organization.id, { status: "open", title: "Private role" });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, hostname = host) =>
    app.inject({ method: "GET", url, headers: { host: hostname } });

  /** The JSON-LD blocks of a page, parsed. */
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1] ?? "null"),
    );

  it("answers /careers with the organization's title, description and a JobPosting per position", async () => {
    const response = await get("/careers");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("<title>Careers at Analytical &amp; Co</title>");
    expect(response.body).toContain('<meta name="description" content="Open positions at');
    expect(response.body).toContain('<div id="root">');
    const postings = jsonLd(response.body);
    expect(postings.map((posting) => posting.title).sort()).toEqual(["Bookkeeper", HOSTILE_TITLE]);
    // The hostile title never closes the block: only the blocks' own closing tags appear.
    expect(response.body.match(/<\/script>/g)).toHaveLength(2);
    expect(response.body).not.toContain("<script>alert");
  });

  it("answers a position's page with its title, description and one JobPosting", async () => {
    const response = await get(`/careers/${positionId}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('content="Design engines with us."');
    const [posting] = jsonLd(response.body);
    expect(posting).toMatchObject({
      "@type": "JobPosting",
      title: HOSTILE_TITLE,
      datePosted: "2026-11-02",
      employmentType: "FULL_TIME",
      hiringOrganization: { name: "Analytical & Co" },
      jobLocation: { address: { addressLocality: "London" } },
      url: `http://${host}/careers/${positionId}`,
    });
  });

  it("writes the page's head in the visitor's language", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/careers",
      headers: { host, "accept-language": "it-IT,it;q=0.9,en;q=0.8" },
    });
    expect(response.body).toContain("<title>Lavora con Analytical &amp; Co</title>");
  });

  it("lists the careers pages in a sitemap", async () => {
    for (const url of ["/careers/sitemap.xml", "/sitemap.xml"]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("application/xml");
      const locations = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
      expect(locations).toHaveLength(3);
      expect(locations).toContain(`http://${host}/careers/${positionId}`);
    }
  });

  it("answers an unknown organization or position with the plain app and 404", async () => {
    for (const [url, hostname] of [
      ["/careers", "nobody.candor.test"],
      ["/careers", "candor.test"],
      [`/careers/${positionId}`, "nobody.candor.test"],
      ["/careers/00000000-0000-4000-8000-000000000000", host],
    ] as const) {
      const response = await get(url, hostname);
      expect(response.statusCode, `${hostname}${url}`).toBe(404);
      expect(response.body).toContain("<title>Candor</title>");
    }
    expect((await get("/sitemap.xml", "nobody.candor.test")).statusCode).toBe(404);
  });
});

describe("subdomainOf", () => {
  it("reads the organization's label before the product's domain", () => {
    expect(subdomainOf("demo.localhost", "localhost")).toBe("demo");
    expect(subdomainOf("Demo.Candor.Example:8080", "candor.example")).toBe("demo");
    expect(subdomainOf("localhost", "localhost")).toBeNull();
    expect(subdomainOf("a.b.localhost", "localhost")).toBeNull();
    expect(subdomainOf("demo.evil.test", "localhost")).toBeNull();
  });
});
