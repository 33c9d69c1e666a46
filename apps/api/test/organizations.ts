import fs from "node:fs";
import path from "node:path";
import type { Permission } from "@candor/shared/permissions";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import type { App } from "../src/app";
import { organizations, subscriptions, users } from "../src/db/schema/index";
import { hashPassword } from "../src/lib/password";
import { issueSessionToken } from "../src/modules/accounts/session-token";

/** A password within SPEC §5's 8–71 characters. */
export const MEMBER_PASSWORD = "correct horse battery";

export type UserRow = typeof users.$inferSelect;
/** A user with a session: `headers` go straight into `app.inject`. */
export type Actor = { user: UserRow; token: string; headers: { authorization: string } };

let sequence = 0;
const next = () => `${process.pid}-${++sequence}`;
let passwordHash: Promise<string> | undefined;

async function insertUser(app: App, values: Partial<typeof users.$inferInsert>): Promise<Actor> {
  passwordHash ??= hashPassword(MEMBER_PASSWORD);
  const [user] = await app.database.db
    .insert(users)
    .values({
      email: `user-${next()}@example.com`,
      passwordHash: await passwordHash,
      firstName: "Grace",
      lastName: "Hopper",
      activatedAt: new Date(),
      ...values,
    })
    .returning();
  if (!user) throw new Error("user not inserted");
  const token = await issueSessionToken(app.database.db, { userId: user.id, now: app.clock() });
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

/** An organization on the free plan with its first admin, as sign-up makes them. */
export async function createOrganization(
  app: App,
  options: { name?: string; subdomain?: string; admin?: Partial<typeof users.$inferInsert> } = {},
) {
  const [organization] = await app.database.db
    .insert(organizations)
    .values({
      name: options.name ?? "Analytical Engines",
      subdomain: options.subdomain ?? `org-${next()}`,
    })
    .returning();
  if (!organization) throw new Error("organization not inserted");
  await app.database.db.insert(subscriptions).values({ organizationId: organization.id });
  const admin = await addMember(app, organization.id, ["admin"], {
    firstName: "Ada",
    lastName: "Lovelace",
    ...options.admin,
  });
  return { organization, admin };
}

/** A member of `organizationId` holding `permissions`, signed in. */
export function addMember(
  app: App,
  organizationId: string,
  permissions: Permission[],
  values: Partial<typeof users.$inferInsert> = {},
): Promise<Actor> {
  return insertUser(app, {
    organizationId,
    permissions,
    isAdmin: permissions.includes("admin"),
    ...values,
  });
}

/**
 * The cast most route tests need: an organization (`name`, "Acme" by default) with an admin, an
 * HR manager and a reviewer, to check what each role may do; and another organization's admin
 * (`outsiderName`, "Elsewhere" by default) with its id, to check that another organization's
 * records answer 404, as if missing.
 */
export async function createHiringTeam(
  app: App,
  options: { name?: string; outsiderName?: string } = {},
) {
  const { organization, admin } = await createOrganization(app, { name: options.name ?? "Acme" });
  const organizationId = organization.id;
  const hr = await addMember(app, organizationId, ["hr_manager"]);
  const reviewer = await addMember(app, organizationId, ["reviewer"]);
  const elsewhere = await createOrganization(app, { name: options.outsiderName ?? "Elsewhere" });
  return {
    organizationId,
    organization,
    admin,
    hr,
    reviewer,
    outsider: elsewhere.admin,
    outsiderOrganizationId: elsewhere.organization.id,
  };
}

/** A request by a signed-in member: who, how, where, and the JSON body if any. */
export type ActorRequest = [
  actor: Actor,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  payload?: object,
];

/**
 * `app.inject` with the actor's headers. A test file whose `app` is built in `beforeAll` binds it
 * once: `const inject = (...request: ActorRequest) => injectAs(app, ...request);`.
 */
export function injectAs(app: App, ...[actor, method, url, payload]: ActorRequest) {
  return app.inject({ method, url, headers: actor.headers, ...(payload ? { payload } : {}) });
}

/** A candidate: a signed-in user of no organization. */
export function createCandidate(app: App): Promise<Actor> {
  return insertUser(app, { type: "Candidate", firstName: "Cam", lastName: "Didate" });
}

export async function findUser(app: App, userId: string) {
  const [user] = await app.database.db.select().from(users).where(eq(users.id, userId));
  return user;
}

export type ReceivedMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The address a reply goes to, when the message sets one. */
  replyTo?: string;
};

/**
 * Delivers queued mail through the app's own mailer (`.eml` files under `DATA_DIR/mail`, so give
 * the app `buildTestApp({ dataDir })`), then reads and removes every message written.
 */
export async function receiveMail(app: App): Promise<ReceivedMail[]> {
  // Jobs are due at the database's now(), in microseconds, and the runner asks for those due by
  // the app's clock, in milliseconds: a job queued in the same millisecond would look not yet due.
  await new Promise((resolve) => setTimeout(resolve, 2));
  while ((await app.jobs.runPending()) > 0);
  const directory = path.join(app.config.dataDir, "mail");
  if (!fs.existsSync(directory)) return [];
  const files = fs.readdirSync(directory).sort();
  const received: ReceivedMail[] = [];
  for (const file of files) {
    const parsed = await simpleParser(fs.readFileSync(path.join(directory, file)));
    fs.rmSync(path.join(directory, file));
    received.push({
      to: parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : "",
      subject: parsed.subject ?? "",
      text: parsed.text ?? "",
      html: typeof parsed.html === "string" ? parsed.html : "",
      ...(parsed.replyTo ? { replyTo: parsed.replyTo.value[0]?.address ?? "" } : {}),
    });
  }
  return received;
}

/** The `token` of the first `/accept-invitation` link in a message's text part. */
export function invitationTokenIn(mail: ReceivedMail | undefined): string {
  for (const match of mail?.text.matchAll(/https?:\/\/\S+/g) ?? []) {
    const url = new URL(match[0]);
    const token = url.searchParams.get("token");
    if (url.pathname === "/accept-invitation" && token) return token;
  }
  throw new Error(`no invitation link in: ${mail?.text}`);
}
