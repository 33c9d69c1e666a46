import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  accountsSnapshot,
  bearer,
  deliverMail,
  linkIn,
  PASSWORD,
  signUp,
  signUpBody,
  uniqueEmail,
  unlimitedRateLimiter,
} from "../../../test/accounts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { type CapturingMailer, createCapturingMailer } from "../../../test/capturing-mailer";
import { organizations, subscriptions, users } from "../../db/schema/index";

const PUBLIC_URL = "https://candor.test";

describe("POST /v1/users (sign-up)", () => {
  let app: TestApp;
  let mailer: CapturingMailer;
  beforeAll(async () => {
    mailer = createCapturingMailer();
    app = await buildTestApp(
      { publicUrl: PUBLIC_URL },
      { mailer, rateLimiter: unlimitedRateLimiter() },
    );
  });
  afterAll(() => app.close());
  beforeEach(() => mailer.clear());

  const post = (payload: Record<string, unknown> | string) =>
    app.inject({ method: "POST", url: "/v1/users", payload });

  it("founds an organization on the free plan with the user as its admin, signed in", async () => {
    const email = uniqueEmail("founder");
    const response = await post(
      signUpBody({ email, organization_name: "Lovelace & Babbage Ltd", locale: "it" }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.data).toMatchObject({
      type: "user",
      attributes: {
        email,
        first_name: "Ada",
        last_name: "Lovelace",
        subdomain: "lovelace-babbage-ltd",
        organization_name: "Lovelace & Babbage Ltd",
        is_admin: true,
        permissions: ["admin"],
        type: null,
        locale: "it",
        activated: false,
        subscription: { kind: "free", status: "active", max_positions_count: 3 },
      },
    });
    expect(body.meta.token).toEqual(expect.any(String));

    const db = app.database.db;
    const [user] = await db.select().from(users).where(eq(users.id, body.data.id));
    expect(user).toMatchObject({ email, isAdmin: true, permissions: ["admin"], activatedAt: null });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const [organization] = await db
      .select()
      .from(organizations)
      .where(eq(organizations.id, user?.organizationId ?? ""));
    expect(organization).toMatchObject({
      name: "Lovelace & Babbage Ltd",
      subdomain: "lovelace-babbage-ltd",
    });
    const plans = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, organization?.id ?? ""));
    expect(plans).toMatchObject([{ kind: "free", status: "active" }]);

    // The token signs the user in.
    const current = await app.inject({
      method: "GET",
      url: "/v1/users/current",
      headers: bearer(body.meta.token),
    });
    expect(current.statusCode).toBe(200);
    expect(current.json().data.id).toBe(body.data.id);
  });

  it("sends an activation email with an absolute link, in the user's language", async () => {
    const email = uniqueEmail("activate");
    await signUp(app, { email, locale: "es" });
    expect(mailer.sent).toHaveLength(0); // queued with the sign-up, sent by the job runner
    await deliverMail(app);
    const messages = mailer.to(email);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message?.subject).toMatch(/^Confirma tu dirección de correo/);
    const link = linkIn(message, "/activate-account");
    expect(link.origin).toBe(PUBLIC_URL);
    expect(link.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(message?.html).toContain(`href="${link.href.replaceAll("&", "&amp;")}"`);
  });

  it("lets the founder choose the subdomain, and numbers a derived one that is taken", async () => {
    const chosen = await post(signUpBody({ subdomain: "  Babbage-Works " }));
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json().data.attributes.subdomain).toBe("babbage-works");

    const first = await post(signUpBody({ organization_name: "Difference Engine" }));
    const second = await post(signUpBody({ organization_name: "Difference  Engine!" }));
    expect(first.json().data.attributes.subdomain).toBe("difference-engine");
    expect(second.json().data.attributes.subdomain).toBe("difference-engine-2");
  });

  it("signs a candidate up without an organization", async () => {
    const email = uniqueEmail("candidate");
    const response = await post({
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      first_name: "Alan",
      last_name: "Turing",
      type: "Candidate",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.attributes).toMatchObject({
      type: "Candidate",
      subdomain: null,
      organization_name: null,
      subscription: null,
      permissions: [],
      is_admin: false,
    });
    const [user] = await app.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ organizationId: null, type: "Candidate", isAdmin: false });
    await deliverMail(app);
    expect(mailer.to(email)).toHaveLength(1);
  });

  it("stores the address trimmed and lower-cased", async () => {
    const response = await post(signUpBody({ email: "  Mixed.Case@Example.COM " }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.attributes.email).toBe("mixed.case@example.com");
  });

  describe("refuses bad input with the catalogue's codes and changes nothing", () => {
    const taken = uniqueEmail("taken");
    beforeAll(async () => {
      await signUp(app, { email: taken, subdomain: "taken-co" });
    });

    const cases: [string, Record<string, unknown>, Record<string, string[]>][] = [
      [
        "an address already used, in any case",
        { email: taken.toUpperCase() },
        { email: ["taken"] },
      ],
      ["no email", { email: undefined }, { email: ["blank"] }],
      ["an email of spaces", { email: "   " }, { email: ["blank"] }],
      ["a malformed email", { email: "ada@example" }, { email: ["not_an_email"] }],
      [
        "an email past 254 characters",
        { email: `${"a".repeat(250)}@example.com` },
        { email: ["too_long"] },
      ],
      [
        "a password of 7 characters",
        { password: "1234567", password_confirmation: "1234567" },
        { password: ["password_length"] },
      ],
      [
        "a password of 72 characters",
        { password: "p".repeat(72), password_confirmation: "p".repeat(72) },
        { password: ["password_length"] },
      ],
      [
        "a confirmation that differs",
        { password_confirmation: `${PASSWORD}!` },
        { password_confirmation: ["passwords_dont_match"] },
      ],
      ["a one-letter first name", { first_name: " A " }, { first_name: ["name_too_short"] }],
      ["a blank last name", { last_name: "  " }, { last_name: ["blank"] }],
      ["a 501-character name", { first_name: "n".repeat(501) }, { first_name: ["too_long"] }],
      [
        "a hire user without organization",
        { organization_name: "" },
        { organization_name: ["blank"] },
      ],
      [
        "an organization name past 120 characters",
        { organization_name: "o".repeat(121) },
        { organization_name: ["too_long"] },
      ],
      ["a reserved subdomain", { subdomain: "www" }, { subdomain: ["reserved"] }],
      ["the demo organization's subdomain", { subdomain: "demo" }, { subdomain: ["reserved"] }],
      ["a taken subdomain", { subdomain: "Taken-Co" }, { subdomain: ["taken"] }],
      ["a subdomain with other characters", { subdomain: "acme_inc" }, { subdomain: ["invalid"] }],
      ["a subdomain ending in a hyphen", { subdomain: "acme-" }, { subdomain: ["invalid"] }],
      ["a two-letter subdomain", { subdomain: "ab" }, { subdomain: ["too_short"] }],
      ["an unknown user type", { type: "Robot" }, { type: ["invalid"] }],
    ];

    it.each(cases)("%s", async (_name, overrides, fields) => {
      const before = await accountsSnapshot(app);
      const response = await post(signUpBody(overrides));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ code: "validation_failed", message: fields });
      expect(await accountsSnapshot(app)).toEqual(before);
    });

    it("answers every field's problem at once", async () => {
      const response = await post({ email: "nope", password: "short" });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toEqual({
        email: ["not_an_email"],
        password: ["password_length"],
        password_confirmation: ["blank"],
        first_name: ["blank"],
        last_name: ["blank"],
      });
    });

    it("answers malformed JSON with 400", async () => {
      const before = await accountsSnapshot(app);
      const response = await app.inject({
        method: "POST",
        url: "/v1/users",
        headers: { "content-type": "application/json" },
        payload: '{"email":',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: "malformed_json", message: "malformed_json" });
      expect(await accountsSnapshot(app)).toEqual(before);
    });
  });
});
