import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { type Config, loadConfig } from "../config";

/**
 * Behind haproxy, a client can write any X-Forwarded-For it likes; the proxy appends the address
 * it saw. The API must take that one (the right-most untrusted hop), never the left-most.
 */
describe("the client address behind rate limits", () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  async function ipSeen(
    trustProxy: Config["trustProxy"],
    request: { socket: string; forwardedFor?: string },
  ) {
    const app = await buildTestApp(
      { trustProxy },
      {
        beforeReady: (instance) =>
          instance.get("/v1/test-ip", { config: { access: "public" } }, async (req) => ({
            ip: req.ip,
          })),
      },
    );
    apps.push(app);
    const response = await app.inject({
      method: "GET",
      url: "/v1/test-ip",
      headers: request.forwardedFor ? { "x-forwarded-for": request.forwardedFor } : {},
      remoteAddress: request.socket,
    });
    return response.json().ip;
  }

  // The client forged 203.0.113.9; haproxy (10.0.0.5) saw the client at 198.51.100.7.
  const behindHaproxy = { socket: "10.0.0.5", forwardedFor: "203.0.113.9, 198.51.100.7" };

  it("ignores X-Forwarded-For when no proxy is trusted", async () => {
    expect(await ipSeen(false, behindHaproxy)).toBe("10.0.0.5");
  });

  it("behind one trusted hop, takes the address the proxy saw, not the forged one", async () => {
    expect(await ipSeen(1, behindHaproxy)).toBe("198.51.100.7");
  });

  it("behind a listed proxy address or range, the same", async () => {
    expect(await ipSeen(["10.0.0.5"], behindHaproxy)).toBe("198.51.100.7");
    expect(await ipSeen(["10.0.0.0/8"], behindHaproxy)).toBe("198.51.100.7");
  });

  it("believes nothing from a peer that is not a listed proxy", async () => {
    const direct = { socket: "198.51.100.66", forwardedFor: "203.0.113.9" };
    expect(await ipSeen(["10.0.0.0/8"], direct)).toBe("198.51.100.66");
  });

  it("behind two hops, skips both proxies' additions only", async () => {
    const twoHops = { socket: "10.0.0.5", forwardedFor: "203.0.113.9, 198.51.100.7, 10.0.0.9" };
    expect(await ipSeen(2, twoHops)).toBe("198.51.100.7");
  });

  describe("a spoofed header cannot dodge the per-address login limit", () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await buildTestApp({ trustProxy: 1 });
    });
    afterAll(() => app.close());

    it("counts 30 sign-ins from one client whatever it forges, then 429", async () => {
      const attempt = (i: number) =>
        app.inject({
          method: "POST",
          url: "/v1/users/login",
          remoteAddress: "10.0.0.5",
          headers: { "x-forwarded-for": `203.0.113.${i % 250}, 198.51.100.77` },
          payload: { email: `spray-${i}@example.com`, password: "whatever it is" },
        });
      for (let i = 0; i < 30; i++) expect((await attempt(i)).statusCode).toBe(401);
      expect((await attempt(30)).statusCode).toBe(429);
    });
  });
});

describe("TRUST_PROXY", () => {
  const read = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it("reads off, a number of hops, or a list of addresses and ranges", () => {
    expect(read("")).toBe(false);
    expect(read("false")).toBe(false);
    expect(read("true")).toBe(1);
    expect(read("2")).toBe(2);
    expect(read("10.0.0.5, 192.168.0.0/16,::1,loopback")).toEqual([
      "10.0.0.5",
      "192.168.0.0/16",
      "::1",
      "loopback",
    ]);
  });

  it("stops the start on anything else", () => {
    for (const value of ["maybe", "10.0.0.300", "10.0.0.0/33", "99", "10.0.0.1, nope"]) {
      expect(() => read(value), value).toThrow(/TRUST_PROXY/);
    }
  });
});
