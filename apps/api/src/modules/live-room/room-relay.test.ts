import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { insertLiveInterview, openRoomSocket, panelTicket } from "../../../test/live-room";
import { addMember, createHiringTeam } from "../../../test/organizations";
import {
  createTestDatabase,
  databaseUrlFor,
  testDatabaseUrl,
  withAdminClient,
} from "../../../test/test-database";
import { type DatabaseHandle, openPostgres } from "../../db/client";

/**
 * Two application instances on one database, as two API processes behind a load balancer: a
 * participant on one meets a participant on the other, and their messages cross through the
 * database (LISTEN/NOTIFY), never through process memory. On PostgreSQL each instance has its own
 * pool and listening connection; on PGlite both share the in-process engine, which is all one
 * process can do with it.
 */
describe("the room relay across two application instances", () => {
  let first: TestApp;
  let second: TestApp;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    const serverUrl = testDatabaseUrl();
    let handles: [DatabaseHandle, DatabaseHandle];
    if (serverUrl) {
      const name = `candor_test_relay_${randomBytes(6).toString("hex")}`;
      await withAdminClient(serverUrl, (client) =>
        client.query(`create database "${name}" template "${inject("databaseTemplate")}"`),
      );
      const url = databaseUrlFor(serverUrl, name);
      handles = [await openPostgres({ url }), await openPostgres({ url })];
      dropDatabase = () =>
        withAdminClient(serverUrl, async (client) => {
          await client.query(`drop database if exists "${name}" with (force)`);
        });
    } else {
      const shared = await createTestDatabase(inject("databaseTemplate"));
      // The second instance must not close the engine the first still uses.
      handles = [shared, { ...shared, close: async () => {} }];
    }
    first = await buildTestApp({}, { database: handles[0] });
    second = await buildTestApp({}, { database: handles[1] });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await dropDatabase();
  });

  it("relays join, offer, answer, ICE candidates and leave between the instances", async () => {
    const team = await createHiringTeam(first);
    const other = await addMember(first, team.organizationId, ["reviewer"]);
    const { interview } = await insertLiveInterview(first, {
      organizationId: team.organizationId,
      interviewerIds: [team.hr.user.id, other.user.id],
      startsAt: new Date(Date.now() + 60_000),
    });
    const alice = await openRoomSocket(
      first,
      interview.id,
      await panelTicket(first, team.hr.headers, interview.id),
    );
    const aliceWelcome = await alice.next("welcome");
    expect(aliceWelcome.peers).toEqual([]);

    const bob = await openRoomSocket(
      second,
      interview.id,
      await panelTicket(second, other.headers, interview.id),
    );
    const bobWelcome = await bob.next("welcome");
    // Presence is in the database: the second instance knows who is on the first.
    expect(bobWelcome.peers).toEqual([
      { participantId: aliceWelcome.participantId, role: "interviewer", name: "Grace Hopper" },
    ]);
    expect(await alice.next("join")).toMatchObject({
      participantId: bobWelcome.participantId,
      role: "interviewer",
    });

    // An SDP larger than a NOTIFY payload may be goes through the table, in order with the rest.
    const sdp = `v=0\r\n${"a=candidate:1 1 udp 2122260223 192.168.1.2 54321 typ host\r\n".repeat(200)}`;
    bob.send({ type: "offer", to: aliceWelcome.participantId, data: { type: "offer", sdp } });
    bob.send({
      type: "ice-candidate",
      to: aliceWelcome.participantId,
      data: { candidate: "candidate:2 1 udp 1 10.0.0.1 1 typ host" },
    });
    const offer = await alice.next("offer");
    expect(offer).toEqual({
      type: "offer",
      from: bobWelcome.participantId,
      data: { type: "offer", sdp },
    });
    expect((await alice.next("ice-candidate")).from).toBe(bobWelcome.participantId);

    alice.send({
      type: "answer",
      to: bobWelcome.participantId,
      data: { type: "answer", sdp: "v=0" },
    });
    expect(await bob.next("answer")).toEqual({
      type: "answer",
      from: aliceWelcome.participantId,
      data: { type: "answer", sdp: "v=0" },
    });

    bob.close();
    expect(await alice.next("leave")).toEqual({
      type: "leave",
      participantId: bobWelcome.participantId,
    });
    alice.close();
    await alice.closed;
  });

  it("closes a socket that sends something else than a signal", async () => {
    const team = await createHiringTeam(second);
    const { interview } = await insertLiveInterview(second, {
      organizationId: team.organizationId,
      interviewerIds: [team.hr.user.id],
      startsAt: new Date(Date.now() + 60_000),
    });
    const socket = await openRoomSocket(
      second,
      interview.id,
      await panelTicket(second, team.hr.headers, interview.id),
    );
    await socket.next("welcome");
    socket.send({ type: "offer", to: "not-a-participant", data: {} });
    expect(await socket.closed).toBe(4400);
  });
});
