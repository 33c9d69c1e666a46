import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { multipartBody } from "../../../test/images";
import { insertInterview } from "../../../test/interviews";
import {
  type Actor,
  createCandidate,
  createOrganization,
  receiveMail,
} from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";
import {
  candidatePositions,
  candidateResumes,
  candidates,
  organizations,
} from "../../db/schema/index";
import { APPLY_LIMITS } from "./careers.routes";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

describe("the careers page", () => {
  let app: TestApp;
  let dataDir: string;
  let organizationId: string;
  let otherOrganizationId: string;
  let admin: Actor;
  let subdomain: string;
  let withInterview: string;
  let withoutInterview: string;
  let publicUuid: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-careers-"));
    app = await buildTestApp({ dataDir });
    const created = await createOrganization(app, { name: "Analytical Engines" });
    organizationId = created.organization.id;
    subdomain = created.organization.subdomain;
    admin = created.admin;
    await app.database.db
      .update(organizations)
      .set({
        brandColor: "#0a7b83",
        description: "<p>We build <strong>engines</strong>.</p>",
        websiteUrl: "https://engines.example",
      })
      .where(eq(organizations.id, organizationId));
    const open = { status: "open" as const, openedAt: new Date(), isPublic: true };
    withInterview = (
      await insertPosition(app, organizationId, {
        ...open,
        title: "Engine designer",
        department: "Engineering",
        location: "London",
      })
    ).id;
    publicUuid = (await insertInterview(app, organizationId, { positionId: withInterview }))
      .interview.publicUuid;
    withoutInterview = (
      await insertPosition(app, organizationId, {
        ...open,
        title: "Bookkeeper",
        department: "Finance",
      })
    ).id;
    // Never on the page: private, draft, closed, and another organization's public position.
    await insertPosition(app, organizationId, { status: "open", title: "Private role" });
    await insertPosition(app, organizationId, { isPublic: true, title: "Draft role" });
    await insertPosition(app, organizationId, {
      isPublic: true,
      status: "closed",
      title: "Closed role",
    });
    const other = await createOrganization(app, { name: "Difference Inc" });
    otherOrganizationId = other.organization.id;
    await insertPosition(app, otherOrganizationId, { ...open, title: "Elsewhere role" });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  function apply(
    actor: Actor,
    positionId: string,
    fields: Record<string, string> = {},
    resume?: Buffer,
  ) {
    const body = multipartBody([
      { name: "first_name", data: fields.first_name ?? "Charles" },
      { name: "last_name", data: fields.last_name ?? "Babbage" },
      ...Object.entries(fields)
        .filter(([name]) => name !== "first_name" && name !== "last_name")
        .map(([name, data]) => ({ name, data })),
      ...(resume
        ? [
            { name: "resume", data: resume, filename: "cv.pdf", contentType: "application/pdf" },
            { name: "file_name", data: "cv.pdf" },
          ]
        : []),
    ]);
    return app.inject({
      method: "POST",
      url: `/v1/careers/${subdomain}/positions/${positionId}/applications`,
      payload: body.payload,
      headers: { ...actor.headers, ...body.headers },
    });
  }

  async function candidateRowsOf(email: string) {
    return app.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.email, email.toLowerCase()));
  }

  it("lists only the organization's open public positions, with its branding, to anyone", async () => {
    const response = await app.inject({ method: "GET", url: `/v1/careers/${subdomain}` });
    expect(response.statusCode).toBe(200);
    const { attributes } = response.json().data;
    expect(attributes.organization).toMatchObject({
      name: "Analytical Engines",
      subdomain,
      brand_color: "#0a7b83",
      logo_url: null,
      // The Company page's profile.
      description: "<p>We build <strong>engines</strong>.</p>",
      website_url: "https://engines.example",
    });
    const titles = attributes.positions.map((position: { title: string }) => position.title);
    expect(titles.sort()).toEqual(["Bookkeeper", "Engine designer"]);
    const engine = attributes.positions.find(
      (position: { id: string }) => position.id === withInterview,
    );
    expect(engine).toMatchObject({
      department: "Engineering",
      location: "London",
      has_public_interview: true,
    });
    expect(
      attributes.positions.find((position: { id: string }) => position.id === withoutInterview)
        .has_public_interview,
    ).toBe(false);
  });

  it("finds the organization whatever the subdomain's case; an unknown one is 404", async () => {
    const upper = await app.inject({
      method: "GET",
      url: `/v1/careers/${subdomain.toUpperCase()}`,
    });
    expect(upper.statusCode).toBe(200);
    const unknown = await app.inject({ method: "GET", url: "/v1/careers/no-such-company" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "not_found" });
  });

  it("shows one public position; a private one or another organization's is 404", async () => {
    const found = await app.inject({
      method: "GET",
      url: `/v1/careers/${subdomain}/positions/${withInterview}`,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().data.attributes.position.title).toBe("Engine designer");
    const privateRole = await insertPosition(app, organizationId, { status: "open" });
    const elsewhere = await insertPosition(app, otherOrganizationId, {
      status: "open",
      isPublic: true,
    });
    for (const id of [privateRole.id, elsewhere.id, "not-a-uuid"]) {
      const response = await app.inject({
        method: "GET",
        url: `/v1/careers/${subdomain}/positions/${id}`,
      });
      expect(response.statusCode, id).toBe(404);
    }
  });

  it("shows is_public on a position, false unless the team set it", async () => {
    const created = await app.inject({
      method: "POST",
      url: "/v1/positions",
      headers: admin.headers,
      payload: { title: "Analyst" },
    });
    expect(created.json().data.attributes.is_public).toBe(false);
    const id = created.json().data.id;
    const updated = await app.inject({
      method: "PUT",
      url: `/v1/positions/${id}`,
      headers: admin.headers,
      payload: { is_public: true },
    });
    expect(updated.json().data.attributes.is_public).toBe(true);
    const bad = await app.inject({
      method: "PUT",
      url: `/v1/positions/${id}`,
      headers: admin.headers,
      payload: { is_public: "yes" },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toEqual({ is_public: ["invalid"] });
  });

  it("makes one candidate at Applied with source careers_page, however often they apply", async () => {
    const candidate = await createCandidate(app);
    const first = await apply(candidate, withoutInterview, {}, PDF);
    expect(first.statusCode).toBe(201);
    expect(first.json().data.attributes).toEqual({
      position_id: withoutInterview,
      public_interview_uuid: null,
    });
    const second = await apply(candidate, withoutInterview);
    expect(second.statusCode).toBe(201);

    const rows = await candidateRowsOf(candidate.user.email);
    expect(rows).toHaveLength(1);
    const [record] = rows;
    expect(record).toMatchObject({ organizationId, source: "careers_page" });
    const positionsOf = await app.database.db
      .select()
      .from(candidatePositions)
      .where(eq(candidatePositions.candidateId, record?.id ?? ""));
    expect(positionsOf.map((row) => [row.positionId, row.stage])).toEqual([
      [withoutInterview, "applied"],
    ]);
    const [resume] = await app.database.db
      .select()
      .from(candidateResumes)
      .where(eq(candidateResumes.candidateId, record?.id ?? ""));
    expect(resume).toMatchObject({ fileName: "cv.pdf", uploadedById: null });

    // The team sees them in Candidates with the source.
    const list = await app.inject({
      method: "GET",
      url: `/v1/candidates?q=${encodeURIComponent(candidate.user.email)}`,
      headers: admin.headers,
    });
    expect(list.json().data[0].attributes.source).toBe("careers_page");

    // One "application received" email, for the first application only.
    const mail = (await receiveMail(app)).filter((item) => item.to === candidate.user.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toContain("Bookkeeper");
    expect(mail[0]?.html).toContain("Analytical Engines");
  });

  it("answers the public interview to go on to, and sends no email then", async () => {
    const candidate = await createCandidate(app);
    const response = await apply(candidate, withInterview);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.attributes.public_interview_uuid).toBe(publicUuid);
    const mail = (await receiveMail(app)).filter((item) => item.to === candidate.user.email);
    expect(mail).toHaveLength(0);
  });

  it("accepts a filled honeypot silently and writes nothing", async () => {
    const candidate = await createCandidate(app);
    const response = await apply(candidate, withoutInterview, { website: "http://spam.test" });
    expect(response.statusCode).toBe(201);
    expect(await candidateRowsOf(candidate.user.email)).toHaveLength(0);
    expect(await receiveMail(app)).toHaveLength(0);
  });

  it("refuses a résumé that is not a PDF, or bad names, with field codes and writes nothing", async () => {
    const candidate = await createCandidate(app);
    const notPdf = await apply(candidate, withoutInterview, {}, Buffer.from("MZ executable"));
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json().message).toEqual({ resume: ["invalid"] });
    const blank = await apply(candidate, withoutInterview, { first_name: "  " });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().message).toMatchObject({ first_name: ["blank"] });
    expect(await candidateRowsOf(candidate.user.email)).toHaveLength(0);
  });

  it("needs a signed-in candidate: anonymous 401, a member 403", async () => {
    const anonymous = await app.inject({
      method: "POST",
      url: `/v1/careers/${subdomain}/positions/${withoutInterview}/applications`,
    });
    expect(anonymous.statusCode).toBe(401);
    const member = await apply(admin, withoutInterview);
    expect(member.statusCode).toBe(403);
  });

  it("404s an application to a private position or an unknown organization", async () => {
    const candidate = await createCandidate(app);
    const privateRole = await insertPosition(app, organizationId, { status: "open" });
    expect((await apply(candidate, privateRole.id)).statusCode).toBe(404);
    const unknown = await app.inject({
      method: "POST",
      url: `/v1/careers/no-such-company/positions/${withoutInterview}/applications`,
      ...(() => {
        const body = multipartBody([
          { name: "first_name", data: "A" },
          { name: "last_name", data: "B" },
        ]);
        return { payload: body.payload, headers: { ...candidate.headers, ...body.headers } };
      })(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(await candidateRowsOf(candidate.user.email)).toHaveLength(0);
  });

  it("limits applications per email (429 with the standard body)", async () => {
    const candidate = await createCandidate(app);
    for (let i = 0; i < APPLY_LIMITS.perEmail; i++) {
      expect((await apply(candidate, withoutInterview)).statusCode).toBe(201);
    }
    const limited = await apply(candidate, withoutInterview);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: "too_many_requests" });
    expect(limited.headers["retry-after"]).toBeDefined();
  });

  it("limits applications per address across accounts", async () => {
    // Earlier tests used some of this address's budget; new accounts run out of it.
    let status = 0;
    for (let i = 0; i <= APPLY_LIMITS.perAddress && status !== 429; i++) {
      status = (await apply(await createCandidate(app), withoutInterview)).statusCode;
    }
    expect(status).toBe(429);
  });
});
