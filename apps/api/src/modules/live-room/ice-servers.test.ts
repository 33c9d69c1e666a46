import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { iceServersFor } from "./ice-servers";

const now = new Date("2026-05-01T10:00:00Z");
const participant = { id: "p-1", now };

describe("the room's ICE servers", () => {
  it("are none by default: host candidates only", () => {
    expect(iceServersFor(loadConfig({}).ice, participant)).toEqual([]);
  });

  it("take STUN and TURN URLs with static credentials", () => {
    const { ice } = loadConfig({
      STUN_URLS: "stun:stun.example.com:3478",
      TURN_URLS: "turn:turn.example.com:3478?transport=udp, turns:turn.example.com:5349",
      TURN_USERNAME: "candor",
      TURN_CREDENTIAL: "s3cret",
    });
    expect(iceServersFor(ice, participant)).toEqual([
      { urls: ["stun:stun.example.com:3478"] },
      {
        urls: ["turn:turn.example.com:3478?transport=udp", "turns:turn.example.com:5349"],
        username: "candor",
        credential: "s3cret",
      },
    ]);
  });

  it("give each participant a TURN credential that expires, with coturn's shared secret", () => {
    const { ice } = loadConfig({ TURN_URLS: "turn:turn.example.com", TURN_SECRET: "shared" });
    const [turn] = iceServersFor(ice, participant);
    const expiry = now.getTime() / 1000 + 3600;
    expect(turn?.username).toBe(`${expiry}:p-1`);
    expect(turn?.credential).toBe(
      createHmac("sha1", "shared").update(`${expiry}:p-1`).digest("base64"),
    );
  });

  it("take ICE_SERVERS as JSON, and refuse a malformed value at start", () => {
    const servers = [{ urls: "stun:a.example.com" }];
    expect(loadConfig({ ICE_SERVERS: JSON.stringify(servers) }).ice.servers).toEqual(servers);
    expect(() => loadConfig({ ICE_SERVERS: "{oops" })).toThrow(/ICE_SERVERS/);
    expect(() => loadConfig({ ICE_SERVERS: '[{"url":"x"}]' })).toThrow(/ICE_SERVERS/);
  });
});
