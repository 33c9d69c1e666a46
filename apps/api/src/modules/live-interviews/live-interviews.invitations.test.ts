import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deliverMail } from "../../../test/accounts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { insertCandidate } from "../../../test/candidates";
import { type CapturingMailer, createCapturingMailer } from "../../../test/capturing-mailer";
import {
  invitationIn,
  liveInterviewBody,
  mailto,
  scheduleLiveInterview,
  startIn,
} from "../../../test/live-interviews";
import {
  type Actor,
  type ActorRequest,
  addMember,
  createOrganization,
  injectAs,
} from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";

/*
 * The invitations of issue 13, read back the way a calendar would: every `.ics` is parsed by
 * ical.js. One event per interview (UID kept), SEQUENCE growing with each version, UTC times, the
 * candidate and the panel as attendees, each recipient in their own language.
 */

let app: TestApp;
let mailer: CapturingMailer;
let hr: Actor;
let rossi: Actor;
let garcia: Actor;
let organizationId: string;
let candidateEmail: string;
let subjects: { candidateId: string; positionId: string; interviewerIds: string[] };
const inject = (...request: ActorRequest) => injectAs(app, ...request);

beforeAll(async () => {
  mailer = createCapturingMailer();
  app = await buildTestApp({}, { mailer });
  const created = await createOrganization(app, { name: "Acme" });
  organizationId = created.organization.id;
  hr = await addMember(app, organizationId, ["hr_manager"], { firstName: "Hana", lastName: "R" });
  rossi = await addMember(app, organizationId, ["reviewer"], {
    firstName: "Paola",
    lastName: "Rossi",
    locale: "it",
  });
  garcia = await addMember(app, organizationId, ["reviewer"], {
    firstName: "Luis",
    lastName: "Garcia",
    locale: "es",
  });
  const candidate = await insertCandidate(app, organizationId, {
    firstName: "Cleo",
    lastName: "Candidate",
  });
  candidateEmail = candidate.email;
  const position = await insertPosition(app, organizationId, { title: "Data engineer" });
  subjects = {
    candidateId: candidate.id,
    positionId: position.id,
    interviewerIds: [rossi.user.id],
  };
});
afterAll(() => app.close());
beforeEach(() => mailer.clear());

async function schedule(overrides: Record<string, unknown> = {}) {
  const created = await scheduleLiveInterview(
    app,
    hr,
    liveInterviewBody(subjects, startIn(app, 48), overrides),
  );
  await deliverMail(app);
  return created;
}

const lastTo = (address: string) => mailer.to(address).at(-1);

describe("the invitation", () => {
  it("goes to the candidate and each interviewer with a REQUEST in UTC naming everyone", async () => {
    const created = await schedule();
    const toCandidate = invitationIn(lastTo(candidateEmail));
    const toRossi = invitationIn(lastTo(rossi.user.email));
    for (const invitation of [toCandidate, toRossi]) {
      expect(invitation.method).toBe("REQUEST");
      expect(invitation.sequence).toBe(0);
      expect(invitation.isUtc).toBe(true);
      expect(invitation.start).toBe(
        new Date(String(created.attributes.starts_at)).toISOString().replace(".000", ""),
      );
      expect(invitation.attendees.sort()).toEqual(
        [mailto(candidateEmail), mailto(rossi.user.email)].sort(),
      );
      expect(invitation.organizer).toBe(mailto(hr.user.email));
    }
    expect(toCandidate.uid).toBe(toRossi.uid);
    // Each joins by their own way in: the candidate's personal link, the member's room page.
    expect(toCandidate.location).toMatch(
      new RegExp(`/hire-candidate/live-interviews/${created.id}\\?token=[\\w-]{20,}$`),
    );
    expect(toRossi.location).toMatch(new RegExp(`/hire/live-interviews/${created.id}/room$`));
    expect(mailer.to(garcia.user.email)).toHaveLength(0);
  });

  it("speaks each recipient's language", async () => {
    await schedule({ interviewer_ids: [rossi.user.id, garcia.user.id] });
    expect(lastTo(rossi.user.email)?.subject).toMatch(/^Colloquio dal vivo con Cleo Candidate/);
    expect(lastTo(garcia.user.email)?.subject).toMatch(/^Entrevista en directo con Cleo Candidate/);
    // The candidate has no account: the organizer's language (English), the organization's template.
    expect(lastTo(candidateEmail)?.subject).toBe(
      "Acme invites you to a live video interview for Data engineer",
    );
  });

  it("carries the external link as the place", async () => {
    await schedule({ location_type: "link", location: "https://meet.example.com/xyz" });
    expect(invitationIn(lastTo(candidateEmail)).location).toBe("https://meet.example.com/xyz");
    expect(lastTo(candidateEmail)?.text).toContain("https://meet.example.com/xyz");
  });
});

describe("updates", () => {
  it("a reschedule sends the same UID with SEQUENCE + 1 to everyone, each time", async () => {
    const { id } = await schedule();
    const uid = invitationIn(lastTo(candidateEmail)).uid;
    const sequences: number[] = [0];
    for (const hours of [72, 96]) {
      mailer.clear();
      const startsAt = startIn(app, hours);
      const response = await inject(hr, "PUT", `/v1/live_interviews/${id}`, {
        starts_at: startsAt,
      });
      expect(response.statusCode).toBe(200);
      await deliverMail(app);
      const toCandidate = invitationIn(lastTo(candidateEmail));
      const toRossi = invitationIn(lastTo(rossi.user.email));
      expect(toCandidate).toMatchObject({ method: "REQUEST", uid });
      expect(toRossi).toMatchObject({ method: "REQUEST", uid, sequence: toCandidate.sequence });
      expect(toCandidate.start).toBe(new Date(startsAt).toISOString().replace(".000", ""));
      sequences.push(toCandidate.sequence);
    }
    expect(sequences).toEqual([0, 1, 2]);
  });

  it("a removed interviewer gets a CANCEL naming only them, an added one a REQUEST", async () => {
    const { id } = await schedule();
    const uid = invitationIn(lastTo(candidateEmail)).uid;
    mailer.clear();
    await inject(hr, "PUT", `/v1/live_interviews/${id}`, { interviewer_ids: [garcia.user.id] });
    await deliverMail(app);
    const toRossi = invitationIn(lastTo(rossi.user.email));
    expect(toRossi).toMatchObject({ method: "CANCEL", uid, sequence: 1, status: "CANCELLED" });
    expect(toRossi.attendees).toEqual([mailto(rossi.user.email)]);
    const toGarcia = invitationIn(lastTo(garcia.user.email));
    expect(toGarcia).toMatchObject({ method: "REQUEST", uid, sequence: 1 });
    expect(toGarcia.attendees).toContain(mailto(garcia.user.email));
    expect(toGarcia.attendees).not.toContain(mailto(rossi.user.email));
    // Nothing changed for the candidate: no email.
    expect(mailer.to(candidateEmail)).toHaveLength(0);
  });

  it("an edit of the private notes only sends nothing", async () => {
    const { id } = await schedule();
    mailer.clear();
    await inject(hr, "PUT", `/v1/live_interviews/${id}`, { panel_notes: "Ask about Kafka." });
    await deliverMail(app);
    expect(mailer.sent).toHaveLength(0);
  });

  it("a cancellation sends METHOD:CANCEL of the same event to everyone, once", async () => {
    const { id } = await schedule({ interviewer_ids: [rossi.user.id, garcia.user.id] });
    const uid = invitationIn(lastTo(candidateEmail)).uid;
    mailer.clear();
    await inject(hr, "POST", `/v1/live_interviews/${id}/cancel`);
    await inject(hr, "POST", `/v1/live_interviews/${id}/cancel`);
    await deliverMail(app);
    for (const address of [candidateEmail, rossi.user.email, garcia.user.email]) {
      expect(mailer.to(address)).toHaveLength(1);
      expect(invitationIn(lastTo(address))).toMatchObject({ method: "CANCEL", uid, sequence: 1 });
    }
  });

  it("deleting an upcoming one cancels it in calendars first", async () => {
    const { id } = await schedule();
    mailer.clear();
    expect((await inject(hr, "DELETE", `/v1/live_interviews/${id}`)).statusCode).toBe(204);
    await deliverMail(app);
    expect(invitationIn(lastTo(candidateEmail)).method).toBe("CANCEL");
  });
});

describe("slots offered instead of a time", () => {
  it("sends the candidate the slot page, then invites everyone to the slot they pick", async () => {
    // Hours no earlier test took for this panel (their interviews block overlapping slots).
    const first = startIn(app, 130);
    const second = startIn(app, 150);
    const created = await scheduleLiveInterview(
      app,
      hr,
      liveInterviewBody(subjects, first, {
        starts_at: undefined,
        slots: [{ starts_at: first }, { starts_at: second }],
      }),
    );
    expect(created.attributes.status).toBe("awaiting_candidate");
    expect(created.attributes.starts_at).toBeNull();
    await deliverMail(app);
    // The candidate alone hears of it, with their link to the slot page; the panel waits.
    expect(mailer.to(rossi.user.email)).toHaveLength(0);
    const offer = lastTo(candidateEmail);
    const link = offer?.text.match(/https?:\/\/\S+\/choose\?token=[\w-]+/)?.[0];
    expect(link).toBeDefined();
    const url = new URL(String(link));
    const token = url.searchParams.get("token") ?? "";
    const page = await app.inject({
      method: "GET",
      url: `/v1/live_interviews/${created.id}/slot_choice?token=${token}`,
    });
    expect(page.statusCode, page.body).toBe(200);
    const slots = page.json().data.attributes.slots as { id: string; starts_at: string }[];
    expect(slots.map((slot) => new Date(slot.starts_at).toISOString())).toEqual([first, second]);

    mailer.clear();
    const picked = await app.inject({
      method: "POST",
      url: `/v1/live_interviews/${created.id}/slot_choice`,
      payload: { token, slot_id: slots[1]?.id },
    });
    expect(picked.statusCode, picked.body).toBe(200);
    await deliverMail(app);
    for (const address of [candidateEmail, rossi.user.email]) {
      const invitation = invitationIn(lastTo(address));
      expect(invitation.method).toBe("REQUEST");
      expect(invitation.start).toBe(second.replace(".000", ""));
    }
  });

  it("refuses a time and slots together, and neither", async () => {
    const time = startIn(app, 72);
    const both = await injectAsHr(
      liveInterviewBody(subjects, time, { slots: [{ starts_at: time }] }),
    );
    expect(both.statusCode).toBe(422);
    expect(both.json().message).toEqual({ slots: ["invalid"] });
    const neither = await injectAsHr(liveInterviewBody(subjects, time, { starts_at: undefined }));
    expect(neither.statusCode).toBe(422);
    expect(neither.json().message).toEqual({ starts_at: ["required"] });
  });
});

function injectAsHr(payload: Record<string, unknown>) {
  return app.inject({ method: "POST", url: "/v1/live_interviews", headers: hr.headers, payload });
}
