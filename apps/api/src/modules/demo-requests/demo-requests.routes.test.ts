import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { unlimitedRateLimiter } from "../../../test/accounts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { type CapturingMailer, createCapturingMailer } from "../../../test/capturing-mailer";
import { demoRequests } from "../../db/schema/index";

const SALES = "sales-team@candor.test";
let app: TestApp;
let mailer: CapturingMailer;

beforeAll(async () => {
  mailer = createCapturingMailer();
  app = await buildTestApp({ salesEmail: SALES }, { mailer, rateLimiter: unlimitedRateLimiter() });
});
afterAll(() => app.close());
beforeEach(() => mailer.clear());

const valid = {
  name: "  Marie Curie ",
  email: "Marie@Radium.example.com",
  company: "Radium Institute",
  company_size: "51-200",
  message: "We hire 30 researchers a year.",
};

function book(payload: Record<string, unknown>, target: TestApp = app) {
  return target.inject({ method: "POST", url: "/v1/demo_requests", payload });
}

describe("POST /v1/demo_requests", () => {
  it("stores the request and mails a confirmation and the sales team", async () => {
    const response = await book(valid);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      type: "demo_request",
      attributes: {
        name: "Marie Curie",
        email: "marie@radium.example.com",
        company: "Radium Institute",
        company_size: "51-200",
        message: "We hire 30 researchers a year.",
      },
    });
    const rows = await app.database.db.select().from(demoRequests);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: data.id, email: "marie@radium.example.com", locale: "en" });

    await app.jobs.runPending();
    const [confirmation] = mailer.to("marie@radium.example.com");
    expect(confirmation).toMatchObject({
      subject: "Your Candor demo request",
      replyTo: SALES,
    });
    expect(confirmation?.text).toContain("Hi Marie Curie,");
    expect(confirmation?.text).toContain("Radium Institute");
    const [notification] = mailer.to(SALES);
    expect(notification).toMatchObject({
      subject: "Demo request: Radium Institute (51-200)",
      replyTo: "marie@radium.example.com",
    });
    expect(notification?.text).toContain("We hire 30 researchers a year.");
    expect(mailer.sent).toHaveLength(2);
  });

  it("writes the confirmation in the requester's language and escapes what they typed", async () => {
    const response = await book({
      ...valid,
      email: "ada@example.it",
      company: "<b>Officina</b>",
      message: undefined,
      locale: "it",
    });
    expect(response.statusCode).toBe(201);
    await app.jobs.runPending();
    const [confirmation] = mailer.to("ada@example.it");
    expect(confirmation?.subject).toBe("La tua richiesta di demo di Candor");
    expect(confirmation?.html).toContain("&lt;b&gt;Officina&lt;/b&gt;");
    expect(confirmation?.html).not.toContain("<b>Officina</b>");
    expect(mailer.to(SALES)[0]?.text).toContain("Message: (none)");
  });

  it.each([
    [{ name: "" }, { name: ["blank"] }],
    [{ name: "M" }, { name: ["name_too_short"] }],
    [{ email: "not an address" }, { email: ["not_an_email"] }],
    [{ email: undefined }, { email: ["blank"] }],
    [{ company: "   " }, { company: ["blank"] }],
    [{ company: "c".repeat(121) }, { company: ["too_long"] }],
    [{ company_size: "huge" }, { company_size: ["invalid"] }],
    [{ company_size: undefined }, { company_size: ["blank"] }],
    [{ message: "m".repeat(501) }, { message: ["too_long"] }],
    [{ locale: "fr" }, { locale: ["invalid"] }],
  ])("refuses %o with %o, storing and sending nothing", async (change, fields) => {
    const before = await app.database.db.$count(demoRequests);
    const response = await book({ ...valid, ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: "validation_failed", message: fields });
    expect(await app.database.db.$count(demoRequests)).toBe(before);
    await app.jobs.runPending();
    expect(mailer.sent).toEqual([]);
  });

  it("needs no sign-in", async () => {
    expect((await book({ ...valid, email: "anyone@example.com" })).statusCode).toBe(201);
  });
});

describe("demo request rate limits", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({}, { mailer: createCapturingMailer() });
  });
  afterAll(() => limited.close());

  it("answers 429 with Retry-After past three requests an hour from one address", async () => {
    for (let n = 0; n < 3; n++) {
      expect((await book({ ...valid, email: "eager@example.com" }, limited)).statusCode).toBe(201);
    }
    const refused = await book({ ...valid, email: "eager@example.com" }, limited);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("too_many_requests");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await limited.database.db.$count(demoRequests)).toBe(3);
  });

  it("answers 429 past ten requests an hour from one network", async () => {
    const statuses = [];
    for (let n = 0; n < 8; n++) {
      statuses.push(
        (await book({ ...valid, email: `person-${n}@example.com` }, limited)).statusCode,
      );
    }
    // Four came from this network above (the refused one counts too): the seventh here is the
    // eleventh.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 429, 429]);
  });
});
