import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { insertLiveInterview, openRoomSocket, panelTicket } from "../../../test/live-room";
import {
  type Actor,
  type ActorRequest,
  addMember,
  createCandidate,
  createHiringTeam,
  injectAs,
} from "../../../test/organizations";

const MINUTE = 60_000;

describe("the live room's entry, tickets, notes and agenda ticks", () => {
  let app: TestApp;
  let team: Awaited<ReturnType<typeof createHiringTeam>>;
  let interviewer: Actor;
  let open: Awaited<ReturnType<typeof insertLiveInterview>>;
  const inject = (...request: ActorRequest) => injectAs(app, ...request);
  const room = (id: string) => `/v1/live_interviews/${id}/room`;

  beforeAll(async () => {
    app = await buildTestApp();
    team = await createHiringTeam(app);
    interviewer = await addMember(app, team.organizationId, ["reviewer"]);
    open = await insertLiveInterview(app, {
      organizationId: team.organizationId,
      interviewerIds: [team.hr.user.id, interviewer.user.id],
      startsAt: new Date(Date.now() + 5 * MINUTE),
    });
  });
  afterAll(() => app.close());

  describe("who may enter", () => {
    it("opens to the panel 10 minutes before the start, with the agenda", async () => {
      const response = await inject(interviewer, "GET", room(open.interview.id));
      expect(response.statusCode).toBe(200);
      const attributes = response.json().data.attributes;
      expect(attributes).toMatchObject({
        state: "open",
        role: "interviewer",
        candidate_name: "Linus Torvalds",
        position_id: open.interview.positionId,
      });
      expect(attributes.agenda).toEqual([
        { id: open.agendaItemIds[0], title: "Tell us about a hard bug", asked: false },
        { id: open.agendaItemIds[1], title: "Why this team?", asked: false },
      ]);
      expect(
        (await inject(interviewer, "POST", `${room(open.interview.id)}_ticket`)).statusCode,
      ).toBe(201);
    });

    it("is not found for members off the panel, other organizations and missing interviews", async () => {
      for (const actor of [team.admin, team.reviewer, team.outsider]) {
        expect((await inject(actor, "GET", room(open.interview.id))).statusCode).toBe(404);
        const ticket = await inject(actor, "POST", `${room(open.interview.id)}_ticket`);
        expect(ticket.statusCode).toBe(404);
      }
      expect((await inject(interviewer, "GET", room(randomUUID()))).statusCode).toBe(404);
    });

    it("refuses candidates' sessions and anonymous callers on the panel's calls", async () => {
      const candidate = await createCandidate(app);
      expect((await inject(candidate, "GET", room(open.interview.id))).statusCode).toBe(403);
      const anonymous = await app.inject({ method: "GET", url: room(open.interview.id) });
      expect(anonymous.statusCode).toBe(401);
    });

    it("says when it opens before the window, and refuses a ticket", async () => {
      const startsAt = new Date(Date.now() + 11 * MINUTE);
      const later = await insertLiveInterview(app, {
        organizationId: team.organizationId,
        interviewerIds: [interviewer.user.id],
        startsAt,
      });
      const response = await inject(interviewer, "GET", room(later.interview.id));
      expect(response.json().data.attributes.state).toBe("not_yet_open");
      expect(response.json().data.attributes.opens_at).toBe(
        new Date(startsAt.getTime() - 10 * MINUTE).toISOString(),
      );
      const ticket = await inject(interviewer, "POST", `${room(later.interview.id)}_ticket`);
      expect(ticket.statusCode).toBe(422);
      expect(ticket.json().code).toBe("live_room_not_open");
    });

    it("closes after the end and its grace period, and for a cancelled interview", async () => {
      const past = await insertLiveInterview(app, {
        organizationId: team.organizationId,
        interviewerIds: [interviewer.user.id],
        startsAt: new Date(Date.now() - 80 * MINUTE),
        durationMinutes: 45,
      });
      const cancelled = await insertLiveInterview(app, {
        organizationId: team.organizationId,
        interviewerIds: [interviewer.user.id],
        startsAt: new Date(Date.now() + MINUTE),
        status: "cancelled",
      });
      for (const [interview, state, code] of [
        [past, "ended", "live_room_ended"],
        [cancelled, "cancelled", "live_interview_cancelled"],
      ] as const) {
        const view = await inject(interviewer, "GET", room(interview.interview.id));
        expect(view.json().data.attributes.state).toBe(state);
        const ticket = await inject(interviewer, "POST", `${room(interview.interview.id)}_ticket`);
        expect(ticket.json().code).toBe(code);
      }
    });

    it("has no room when the interview is held elsewhere", async () => {
      const phone = await insertLiveInterview(app, {
        organizationId: team.organizationId,
        interviewerIds: [interviewer.user.id],
        startsAt: new Date(Date.now() + MINUTE),
        locationType: "phone",
      });
      expect((await inject(interviewer, "GET", room(phone.interview.id))).statusCode).toBe(404);
    });
  });

  describe("the candidate by their personal link", () => {
    const candidateRoom = (id: string, token: string) =>
      `/v1/live_interview_rooms/${id}?token=${encodeURIComponent(token)}`;

    it("sees the room without the agenda unless the team shows its titles", async () => {
      const response = await app.inject({
        method: "GET",
        url: candidateRoom(open.interview.id, open.token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.attributes).toMatchObject({
        state: "open",
        role: "candidate",
        position_id: null,
        agenda: [],
        organization_name: "Acme",
      });
      const shown = await insertLiveInterview(app, {
        organizationId: team.organizationId,
        interviewerIds: [interviewer.user.id],
        startsAt: new Date(Date.now() + MINUTE),
        showAgendaToCandidate: true,
      });
      const withAgenda = await app.inject({
        method: "GET",
        url: candidateRoom(shown.interview.id, shown.token),
      });
      expect(withAgenda.json().data.attributes.agenda).toEqual([
        { id: shown.agendaItemIds[0], title: "Tell us about a hard bug" },
        { id: shown.agendaItemIds[1], title: "Why this team?" },
      ]);
    });

    it("is not found with another interview's token or a made-up one", async () => {
      const other = await insertLiveInterview(app, {
        organizationId: team.organizationId,
        interviewerIds: [interviewer.user.id],
        startsAt: new Date(Date.now() + MINUTE),
      });
      for (const token of [other.token, "made-up"]) {
        const view = await app.inject({
          method: "GET",
          url: candidateRoom(open.interview.id, token),
        });
        expect(view.statusCode).toBe(404);
        const ticket = await app.inject({
          method: "POST",
          url: `/v1/live_interview_rooms/${open.interview.id}/ticket`,
          payload: { token },
        });
        expect(ticket.statusCode).toBe(404);
      }
    });

    it("gets a ticket with the ICE servers (none configured: an empty list)", async () => {
      const response = await app.inject({
        method: "POST",
        url: `/v1/live_interview_rooms/${open.interview.id}/ticket`,
        payload: { token: open.token },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().data.attributes.ice_servers).toEqual([]);
      expect(response.json().data.attributes.ticket).toMatch(/^[\w-]{40,}$/);
    });
  });

  describe("the signaling socket", () => {
    it("closes on a bad ticket, and a ticket opens one socket only", async () => {
      const bad = await openRoomSocket(app, open.interview.id, "not-a-ticket");
      expect(await bad.closed).toBe(4401);
      const ticket = await panelTicket(app, interviewer.headers, open.interview.id);
      const first = await openRoomSocket(app, open.interview.id, ticket);
      expect((await first.next("welcome")).peers).toEqual([]);
      const second = await openRoomSocket(app, open.interview.id, ticket);
      expect(await second.closed).toBe(4401);
      first.close();
      await first.closed;
    });

    it("refuses a ticket of another interview's room", async () => {
      const other = await insertLiveInterview(app, {
        organizationId: team.organizationId,
        interviewerIds: [interviewer.user.id],
        startsAt: new Date(Date.now() + MINUTE),
      });
      const ticket = await panelTicket(app, interviewer.headers, other.interview.id);
      const socket = await openRoomSocket(app, open.interview.id, ticket);
      expect(await socket.closed).toBe(4401);
    });

    it("answers a plain GET with 400", async () => {
      const response = await app.inject({
        method: "GET",
        url: `/v1/live_interviews/${open.interview.id}/room_socket?ticket=x`,
      });
      expect(response.statusCode).toBe(400);
    });
  });

  describe("notes", () => {
    const notes = (id: string) => `/v1/live_interviews/${id}/notes`;

    it("saves a note under the browser's id, again and again, and lists the caller's own", async () => {
      const noteId = randomUUID();
      const url = `${notes(open.interview.id)}/${noteId}`;
      const first = await inject(interviewer, "PUT", url, { body: "Clear on", offset_seconds: 75 });
      expect(first.statusCode).toBe(200);
      const again = await inject(interviewer, "PUT", url, {
        body: "Clear on trade-offs",
        offset_seconds: 75,
      });
      expect(again.json().data).toMatchObject({
        id: noteId,
        attributes: { body: "Clear on trade-offs", offset_seconds: 75 },
      });
      const list = await inject(interviewer, "GET", notes(open.interview.id));
      expect(list.json().data.map((note: { id: string }) => note.id)).toEqual([noteId]);
      // Another interviewer of the panel neither sees nor overwrites it.
      expect((await inject(team.hr, "GET", notes(open.interview.id))).json().data).toEqual([]);
      const overwrite = await inject(team.hr, "PUT", url, { body: "mine", offset_seconds: 1 });
      expect(overwrite.statusCode).toBe(404);
      const del = await inject(team.hr, "DELETE", url);
      expect(del.statusCode).toBe(404);
      expect(
        (await inject(interviewer, "GET", notes(open.interview.id))).json().data[0],
      ).toMatchObject({
        attributes: { body: "Clear on trade-offs" },
      });
      expect((await inject(interviewer, "DELETE", url)).statusCode).toBe(204);
      expect((await inject(interviewer, "GET", notes(open.interview.id))).json().data).toEqual([]);
    });

    it("is not found off the panel or in another organization", async () => {
      const url = `${notes(open.interview.id)}/${randomUUID()}`;
      for (const actor of [team.admin, team.outsider]) {
        expect((await inject(actor, "GET", notes(open.interview.id))).statusCode).toBe(404);
        const put = await inject(actor, "PUT", url, { body: "x", offset_seconds: 0 });
        expect(put.statusCode).toBe(404);
      }
    });

    it("refuses bad input with field codes and changes nothing", async () => {
      const url = `${notes(open.interview.id)}/${randomUUID()}`;
      const tooLong = await inject(interviewer, "PUT", url, {
        body: "x".repeat(5_001),
        offset_seconds: -1,
      });
      expect(tooLong.statusCode).toBe(422);
      expect(tooLong.json().message).toMatchObject({
        body: ["too_long"],
        offset_seconds: expect.any(Array),
      });
      const badId = await inject(interviewer, "PUT", `${notes(open.interview.id)}/12`, {
        body: "x",
        offset_seconds: 0,
      });
      expect(badId.statusCode).toBe(422);
      expect((await inject(interviewer, "GET", notes(open.interview.id))).json().data).toEqual([]);
    });
  });

  describe("agenda ticks", () => {
    const tick = (id: string, itemId: string) =>
      `/v1/live_interviews/${id}/agenda_items/${itemId}/asked`;

    it("ticks a question as asked for the whole panel, and unticks it", async () => {
      const [itemId] = open.agendaItemIds as [string];
      const response = await inject(interviewer, "PUT", tick(open.interview.id, itemId), {
        asked: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.attributes).toEqual({ asked: true });
      const seen = await inject(team.hr, "GET", room(open.interview.id));
      expect(seen.json().data.attributes.agenda[0].asked).toBe(true);
      await inject(team.hr, "PUT", tick(open.interview.id, itemId), { asked: false });
      const after = await inject(interviewer, "GET", room(open.interview.id));
      expect(after.json().data.attributes.agenda[0].asked).toBe(false);
    });

    it("is not found for another interview's question, off the panel, or elsewhere", async () => {
      const other = await insertLiveInterview(app, {
        organizationId: team.organizationId,
        interviewerIds: [interviewer.user.id],
        startsAt: new Date(Date.now() + MINUTE),
      });
      const foreign = tick(open.interview.id, other.agendaItemIds[0] as string);
      expect((await inject(interviewer, "PUT", foreign, { asked: true })).statusCode).toBe(404);
      const own = tick(open.interview.id, open.agendaItemIds[1] as string);
      for (const actor of [team.admin, team.outsider]) {
        expect((await inject(actor, "PUT", own, { asked: true })).statusCode).toBe(404);
      }
    });
  });
});
