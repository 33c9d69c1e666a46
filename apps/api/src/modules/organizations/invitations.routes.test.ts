import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import {
  type Actor,
  addMember,
  createOrganization,
  findUser,
  invitationTokenIn,
  MEMBER_PASSWORD,
  receiveMail,
} from "../../../test/organizations";
import { invitations, users } from "../../db/schema/index";

let app: TestApp;
let dataDir: string;
let organizationId: string;
let admin: Actor;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-invitations-"));
  // Mail goes through the app's own mailer into DATA_DIR/mail as .eml files.
  app = await buildTestApp({ dataDir, publicUrl: "https://candor.test" });
  const created = await createOrganization(app, { name: "Acme & Sons" });
  organizationId = created.organization.id;
  admin = created.admin;
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let sequence = 0;
const newAddress = () => `invitee-${++sequence}@example.com`;

function invite(payload: Record<string, unknown>, actor = admin) {
  return app.inject({ method: "POST", url: "/v1/invitations", headers: actor.headers, payload });
}

/** Invites `email` and answers the invitation's id and the token mailed for it. */
async function inviteAndReadToken(email: string, permissions = ["reviewer"]) {
  const response = await invite({ email, permissions });
  expect(response.statusCode).toBe(201);
  const [mail] = (await receiveMail(app)).filter((message) => message.to === email);
  return { id: response.json().data.id as string, token: invitationTokenIn(mail) };
}

function lookUp(token: string) {
  return app.inject({
    method: "GET",
    url: `/v1/invitations/lookup?token=${encodeURIComponent(token)}`,
  });
}

function accept(token: string, overrides: Record<string, unknown> = {}) {
  return app.inject({
    method: "POST",
    url: "/v1/invitations/accept",
    payload: {
      token,
      first_name: "Nia",
      last_name: "Newcomer",
      password: MEMBER_PASSWORD,
      password_confirmation: MEMBER_PASSWORD,
      ...overrides,
    },
  });
}

const invitationCount = () => app.database.db.$count(invitations);

describe("POST /v1/invitations", () => {
  it("stores the invitation and emails a link to accept it", async () => {
    const email = newAddress();
    const response = await invite({
      email: ` ${email.toUpperCase()} `,
      permissions: ["hr_manager", "reviewer"],
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      type: "invitation",
      attributes: {
        email,
        permissions: ["hr_manager", "reviewer"],
        locale: "en",
        invited_by_name: "Ada Lovelace",
        is_expired: false,
      },
    });
    const days =
      (Date.parse(data.attributes.expires_at) - Date.parse(data.attributes.created_at)) /
      86_400_000;
    expect(days).toBe(7);

    const mail = await receiveMail(app);
    expect(mail).toHaveLength(1);
    const [message] = mail;
    expect(message?.to).toBe(email);
    expect(message?.subject).toBe("You're invited to join Acme & Sons on Candor");
    expect(message?.text).toContain(
      "Ada Lovelace invited you to join Acme & Sons on Candor as HR manager and Reviewer.",
    );
    expect(message?.text).toContain("expires in 7 days");
    const token = invitationTokenIn(message);
    expect(message?.text).toContain(`https://candor.test/accept-invitation?token=${token}`);
    expect(message?.html).toContain(`href="https://candor.test/accept-invitation?token=${token}"`);
    // Escaped in HTML: the organization's name is text, never markup.
    expect(message?.html).toContain("Acme &amp; Sons");
    // Only a hash of the secret is stored.
    const [stored] = await app.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, data.id));
    expect(stored?.tokenHash).not.toContain(token);
    expect(stored).toMatchObject({ organizationId, invitedById: admin.user.id, acceptedAt: null });
  });

  it("writes the email in the invitation's language, the inviter's by default", async () => {
    const italian = newAddress();
    await invite({ email: italian, permissions: ["admin"], locale: "it" });
    const spanishAdmin = await addMember(app, organizationId, ["admin"], {
      firstName: "Lucía",
      lastName: "García",
      locale: "es",
    });
    const spanish = newAddress();
    const response = await invite({ email: spanish, permissions: ["reviewer"] }, spanishAdmin);
    expect(response.json().data.attributes.locale).toBe("es");

    const mail = await receiveMail(app);
    const it = mail.find((message) => message.to === italian);
    const es = mail.find((message) => message.to === spanish);
    expect(it?.subject).toBe("Sei invitato a unirti a Acme & Sons su Candor");
    expect(it?.text).toContain("come Amministratore.");
    expect(it?.html).toContain('lang="it"');
    expect(es?.subject).toBe("Te han invitado a unirte a Acme & Sons en Candor");
    expect(es?.text).toContain(
      "Lucía García te ha invitado a unirte a Acme & Sons en Candor como Revisor.",
    );
    expect(es?.html).toContain('lang="es"');
    invitationTokenIn(it);
    invitationTokenIn(es);
  });

  it("refuses an address that already has an account, in any organization", async () => {
    const other = await createOrganization(app, { name: "Other" });
    const before = await invitationCount();
    for (const email of [admin.user.email, other.admin.user.email.toUpperCase()]) {
      const response = await invite({ email, permissions: ["reviewer"] });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ code: "validation_failed", message: { email: ["taken"] } });
    }
    expect(await invitationCount()).toBe(before);
    expect(await receiveMail(app)).toEqual([]);
  });

  it("refuses a second open invitation of the same address", async () => {
    const email = newAddress();
    expect((await invite({ email, permissions: ["reviewer"] })).statusCode).toBe(201);
    const before = await invitationCount();
    const again = await invite({ email: email.toUpperCase(), permissions: ["admin"] });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toEqual({ email: ["already_invited"] });
    expect(await invitationCount()).toBe(before);
    // Another organization may invite the same address.
    const other = await createOrganization(app, { name: "Rivals" });
    expect((await invite({ email, permissions: ["reviewer"] }, other.admin)).statusCode).toBe(201);
    await receiveMail(app);
  });

  it("replaces an expired invitation of the same address", async () => {
    const { id, token } = await inviteAndReadToken(newAddress());
    await app.database.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(invitations.id, id));
    const [expired] = await app.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, id));
    const response = await invite({ email: expired?.email, permissions: ["hr_manager"] });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.id).not.toBe(id);
    expect((await lookUp(token)).json().code).toBe("token_used");
    await receiveMail(app);
  });

  it("answers bad input with field codes and stores nothing", async () => {
    const before = await invitationCount();
    for (const [payload, message] of [
      [{ email: "not-an-address", permissions: ["reviewer"] }, { email: ["not_an_email"] }],
      [{ email: "", permissions: ["reviewer"] }, { email: ["blank"] }],
      [{ email: newAddress(), permissions: [] }, { permissions: ["required"] }],
      [{ email: newAddress() }, { permissions: ["required"] }],
      [{ email: newAddress(), permissions: ["owner"] }, { "permissions.0": ["invalid"] }],
      [{ email: newAddress(), permissions: ["reviewer"], locale: "fr" }, { locale: ["invalid"] }],
    ] as const) {
      const response = await invite(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toEqual(message);
    }
    expect(await invitationCount()).toBe(before);
  });
});

describe("GET /v1/invitations", () => {
  it("lists open invitations, newest first, with pages", async () => {
    const fresh = await createOrganization(app, { name: "Fresh" });
    const list = (query = "") =>
      app.inject({ method: "GET", url: `/v1/invitations${query}`, headers: fresh.admin.headers });
    const emails: string[] = [];
    for (let i = 0; i < 3; i++) {
      const email = newAddress();
      emails.push(email);
      expect((await invite({ email, permissions: ["reviewer"] }, fresh.admin)).statusCode).toBe(
        201,
      );
    }
    const revoked = (
      await invite({ email: newAddress(), permissions: ["reviewer"] }, fresh.admin)
    ).json().data.id;
    await app.inject({
      method: "DELETE",
      url: `/v1/invitations/${revoked}`,
      headers: fresh.admin.headers,
    });
    const mail = await receiveMail(app);
    const accepted = mail.find((message) => message.to === emails[0]);
    expect((await accept(invitationTokenIn(accepted))).statusCode).toBe(201);

    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(
      response.json().data.map((row: { attributes: { email: string } }) => row.attributes.email),
    ).toEqual([emails[2], emails[1]]);
    expect(response.json().meta.pagy).toMatchObject({ page: 1, count: 2, pages: 1 });

    const paged = await list("?limit=1&page=2");
    expect(paged.json().data[0].attributes.email).toBe(emails[1]);
    expect(paged.json().meta.pagy).toMatchObject({
      page: 2,
      limit: 1,
      count: 2,
      prev: 1,
      next: null,
    });

    // An expired invitation stays listed, flagged, so it can be resent or revoked.
    await app.database.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 day'` })
      .where(sql`lower(${invitations.email}) = ${emails[1]}`);
    const flagged = await list();
    expect(
      flagged
        .json()
        .data.map((row: { attributes: { is_expired: boolean } }) => row.attributes.is_expired),
    ).toEqual([false, true]);
  });
});

describe("DELETE /v1/invitations/{id}", () => {
  it("revokes an open invitation: its link stops working", async () => {
    const { id, token } = await inviteAndReadToken(newAddress());
    const response = await app.inject({
      method: "DELETE",
      url: `/v1/invitations/${id}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(204);
    expect((await lookUp(token)).json()).toEqual({ code: "token_used", message: "token_used" });
    expect((await accept(token)).statusCode).toBe(422);
    const again = await app.inject({
      method: "DELETE",
      url: `/v1/invitations/${id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
    const malformed = await app.inject({
      method: "DELETE",
      url: "/v1/invitations/nope",
      headers: admin.headers,
    });
    expect(malformed.statusCode).toBe(404);
  });
});

describe("POST /v1/invitations/{id}/resend", () => {
  it("mails a new link and a new week; the old link dies", async () => {
    const email = newAddress();
    const { id, token: oldToken } = await inviteAndReadToken(email);
    await app.database.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 day'` })
      .where(eq(invitations.id, id));

    const response = await app.inject({
      method: "POST",
      url: `/v1/invitations/${id}/resend`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id, attributes: { email, is_expired: false } });
    const [message] = await receiveMail(app);
    const newToken = invitationTokenIn(message);
    expect(newToken).not.toBe(oldToken);
    expect((await lookUp(oldToken)).statusCode).toBe(404);
    expect((await lookUp(newToken)).statusCode).toBe(200);
  });

  it("answers 404 for a revoked or accepted invitation", async () => {
    const { id, token } = await inviteAndReadToken(newAddress());
    expect((await accept(token)).statusCode).toBe(201);
    const response = await app.inject({
      method: "POST",
      url: `/v1/invitations/${id}/resend`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(await receiveMail(app)).toEqual([]);
  });

  it("refuses when the address got an account meanwhile", async () => {
    const email = newAddress();
    const { id } = await inviteAndReadToken(email);
    await addMember(app, organizationId, ["reviewer"], { email });
    const response = await app.inject({
      method: "POST",
      url: `/v1/invitations/${id}/resend`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toEqual({ email: ["taken"] });
  });
});

describe("GET /v1/invitations/lookup", () => {
  it("shows the accept page what it needs, to anyone holding the token", async () => {
    const email = newAddress();
    const { id, token } = await inviteAndReadToken(email, ["admin", "reviewer"]);
    const response = await lookUp(token);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({
      id,
      type: "invitation",
      attributes: {
        organization_name: "Acme & Sons",
        email,
        inviter_name: "Ada Lovelace",
        permissions: ["admin", "reviewer"],
        expires_at: expect.any(String),
      },
    });
  });

  it("answers 404 for an unknown token and 422 for an expired one", async () => {
    expect((await lookUp("not-a-token")).json()).toEqual({
      code: "not_found",
      message: "not_found",
    });
    const missing = await app.inject({ method: "GET", url: "/v1/invitations/lookup" });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toEqual({ token: ["blank"] });

    const { id, token } = await inviteAndReadToken(newAddress());
    await app.database.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(invitations.id, id));
    const expired = await lookUp(token);
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toEqual({ code: "token_expired", message: "token_expired" });
    const accepting = await accept(token);
    expect(accepting.json().code).toBe("token_expired");
  });

  it("shows no inviter once the inviter's account is gone", async () => {
    const leaving = await addMember(app, organizationId, ["admin"], {
      firstName: "Lea",
      lastName: "Ving",
    });
    const email = newAddress();
    const response = await invite({ email, permissions: ["reviewer"] }, leaving);
    const [message] = await receiveMail(app);
    await app.inject({
      method: "DELETE",
      url: `/v1/organizations/current/users/${leaving.user.id}`,
      headers: admin.headers,
    });
    const lookup = await lookUp(invitationTokenIn(message));
    expect(lookup.json().data.attributes.inviter_name).toBeNull();
    expect(response.statusCode).toBe(201);
  });
});

describe("POST /v1/invitations/accept", () => {
  it("creates an activated member with the invitation's permissions and signs them in", async () => {
    const email = newAddress();
    const { id, token } = await inviteAndReadToken(email, ["hr_manager"]);
    const response = await accept(token, { first_name: "  Nia ", last_name: "Newcomer" });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.meta.token).toEqual(expect.any(String));
    expect(body.data).toMatchObject({
      type: "user",
      attributes: {
        email,
        first_name: "Nia",
        last_name: "Newcomer",
        permissions: ["hr_manager"],
        is_admin: false,
        activated: true,
        type: null,
        organization_name: "Acme & Sons",
        subdomain: expect.any(String),
      },
    });
    // The same body as signing in.
    const login = await app.inject({
      method: "POST",
      url: "/v1/users/login",
      payload: { email, password: MEMBER_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(Object.keys(login.json().data.attributes).sort()).toEqual(
      Object.keys(body.data.attributes).sort(),
    );

    const organization = await app.inject({
      method: "GET",
      url: "/v1/organizations/current",
      headers: { authorization: `Bearer ${body.meta.token}` },
    });
    expect(organization.json().data.id).toBe(organizationId);
    const [stored] = await app.database.db.select().from(invitations).where(eq(invitations.id, id));
    expect(stored?.acceptedAt).not.toBeNull();
    const user = await findUser(app, body.data.id);
    expect(user).toMatchObject({ organizationId, isAdmin: false, locale: "en" });
    expect(user?.activatedAt).not.toBeNull();

    const again = await accept(token);
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe("token_used");
    // Accepting sends no activation email: the link proved the address.
    expect(await receiveMail(app)).toEqual([]);
  });

  it("accepts one invitation once, even twice at the same moment", async () => {
    const { token } = await inviteAndReadToken(newAddress());
    const answers = await Promise.all([accept(token), accept(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(answers.find((answer) => answer.statusCode === 422)?.json().code).toBe("token_used");
  });

  it("makes an admin of an admin invitation", async () => {
    const { token } = await inviteAndReadToken(newAddress(), ["admin"]);
    const response = await accept(token);
    expect(response.json().data.attributes).toMatchObject({
      permissions: ["admin"],
      is_admin: true,
    });
    expect(await findUser(app, response.json().data.id)).toMatchObject({ isAdmin: true });
  });

  it("answers bad input with field codes and creates nobody", async () => {
    const { token } = await inviteAndReadToken(newAddress());
    const before = await app.database.db.$count(users);
    for (const [overrides, message] of [
      [
        { password_confirmation: "something else" },
        { password_confirmation: ["passwords_dont_match"] },
      ],
      [{ password: "short", password_confirmation: "short" }, { password: ["password_length"] }],
      [{ first_name: " " }, { first_name: ["blank"] }],
      [{ last_name: "X" }, { last_name: ["name_too_short"] }],
      [{ token: "" }, { token: ["blank"] }],
    ] as const) {
      const response = await accept(token, overrides);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toEqual(message);
    }
    expect((await accept("unknown-token")).statusCode).toBe(404);
    expect(await app.database.db.$count(users)).toBe(before);
    expect((await lookUp(token)).statusCode).toBe(200);
  });

  it("refuses when the address got an account meanwhile", async () => {
    const email = newAddress();
    const { token } = await inviteAndReadToken(email);
    await addMember(app, organizationId, ["reviewer"], { email: email.toUpperCase() });
    const response = await accept(token);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toEqual({ email: ["taken"] });
  });
});
