import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { createCandidate } from "../../../test/candidates";
import {
  type Actor,
  addMember,
  createCandidate as createCandidateUser,
  createOrganization,
} from "../../../test/organizations";
import { startSmtpServer, type TestSmtpServer } from "../../../test/smtp-server";
import { candidateEvents } from "../../db/schema/index";

const PUBLIC_URL = "https://candor.test";

/** A mention as the note editor writes it. */
const mention = (user: Actor["user"]) =>
  `<span data-mention="${user.id}">@${user.firstName} ${user.lastName}</span>`;

// Mentions in candidate notes, through the mail queue and the app's own mailer to a real SMTP
// server: what the mentioned member receives, and who receives nothing.
describe("mentions in candidate notes", () => {
  let smtp: TestSmtpServer;
  let app: TestApp;
  let subdomain: string;
  let author: Actor;
  let colleague: Actor;
  let italian: Actor;
  let reviewer: Actor;
  let outsider: Actor;
  let candidateUser: Actor;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await buildTestApp({
      smtpUrl: smtp.url,
      mailFrom: "Candor <no-reply@candor.test>",
      publicUrl: PUBLIC_URL,
    });
    const created = await createOrganization(app, { name: "Acme" });
    subdomain = created.organization.subdomain;
    author = await addMember(app, created.organization.id, ["hr_manager"], {
      firstName: "Hedy",
      lastName: "Lamarr",
    });
    colleague = created.admin;
    italian = await addMember(app, created.organization.id, ["hr_manager"], {
      firstName: "Rita",
      lastName: "Levi",
      locale: "it",
    });
    reviewer = await addMember(app, created.organization.id, ["reviewer"]);
    outsider = (await createOrganization(app, { name: "Elsewhere" })).admin;
    candidateUser = await createCandidateUser(app);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  async function deliver() {
    await new Promise((resolve) => setTimeout(resolve, 2));
    while ((await app.jobs.runPending()) > 0);
  }
  const mailTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

  function writeNote(candidateId: string, description: string) {
    return app.inject({
      method: "POST",
      url: `/v1/candidates/${candidateId}/notes`,
      headers: author.headers,
      payload: { description },
    });
  }

  it("emails each mentioned manager once, in their language, with the profile's link; not the author, a reviewer, an outsider or a candidate", async () => {
    const candidate = await createCandidate(app, author, {
      first_name: "Alan",
      last_name: "Turing",
    });
    const html = `<p>${mention(colleague.user)} and ${mention(italian.user)}, ${mention(
      colleague.user,
    )} again; ${mention(author.user)} ${mention(reviewer.user)} ${mention(
      outsider.user,
    )} ${mention(candidateUser.user)}: strong <strong>systems</strong> answers.</p>`;
    const created = await writeNote(candidate.id, html);
    expect(created.statusCode).toBe(201);
    // Stored as written: the sanitizer keeps the mention spans.
    expect(created.json().data.attributes.description).toContain(
      `<span data-mention="${colleague.user.id}">@Ada Lovelace</span>`,
    );
    await deliver();

    const link = `https://${subdomain}.candor.test/hire/candidates/${candidate.id}`;
    const [toColleague, ...moreToColleague] = mailTo(colleague.user.email);
    expect(moreToColleague).toEqual([]);
    expect(toColleague?.parsed.subject).toBe("Hedy Lamarr mentioned you in a note on Alan Turing");
    expect(toColleague?.parsed.text).toContain("Hello Ada,");
    expect(toColleague?.parsed.text).toContain("strong systems answers.");
    expect(toColleague?.parsed.text).toContain(link);
    expect(String(toColleague?.parsed.html)).toContain(`href="${link}"`);

    const toItalian = mailTo(italian.user.email);
    expect(toItalian).toHaveLength(1);
    expect(toItalian[0]?.parsed.subject).toBe(
      "Hedy Lamarr ti ha menzionato in una nota su Alan Turing",
    );

    for (const nobody of [author, reviewer, outsider, candidateUser]) {
      expect(mailTo(nobody.user.email)).toEqual([]);
    }
    const mentioned = await app.database.db
      .select({ payload: candidateEvents.payload })
      .from(candidateEvents)
      .where(
        and(eq(candidateEvents.candidateId, candidate.id), eq(candidateEvents.kind, "mentioned")),
      );
    expect(mentioned.map((row) => row.payload.user_id).sort()).toEqual(
      [colleague.user.id, italian.user.id].sort(),
    );
  });

  it("on an edit emails only those newly mentioned, never twice for the same note", async () => {
    const candidate = await createCandidate(app, author);
    const created = await writeNote(candidate.id, `<p>${mention(colleague.user)} look</p>`);
    const noteId = created.json().data.id;
    await deliver();
    expect(mailTo(colleague.user.email)).toHaveLength(2);

    const edit = (description: string) =>
      app.inject({
        method: "PUT",
        url: `/v1/candidate_notes/${noteId}`,
        headers: author.headers,
        payload: { description },
      });
    // Removed, then mentioned again with a newcomer: only the newcomer hears of it.
    expect((await edit("<p>nobody</p>")).statusCode).toBe(200);
    expect(
      (await edit(`<p>${mention(colleague.user)} ${mention(italian.user)} look</p>`)).statusCode,
    ).toBe(200);
    await deliver();
    expect(mailTo(colleague.user.email)).toHaveLength(2);
    expect(mailTo(italian.user.email)).toHaveLength(2);
  });

  it("keeps no other span, and no mention of a malformed id", async () => {
    const candidate = await createCandidate(app, author);
    const created = await writeNote(
      candidate.id,
      '<p><span style="color:red" onclick="x()">red</span> <span data-mention="not-a-uuid">@Who</span></p>',
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().data.attributes.description).toBe("<p>red @Who</p>");
  });
});
