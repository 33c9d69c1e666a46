import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";

async function ipSeenWith(trustProxy: boolean) {
  const app = await buildTestApp(
    { trustProxy },
    {
      beforeReady: (instance) =>
        instance.get("/v1/test-ip", { config: { access: "public" } }, async (request) => ({
          ip: request.ip,
        })),
    },
  );
  try {
    const response = await app.inject({
      method: "GET",
      url: "/v1/test-ip",
      headers: { "x-forwarded-for": "203.0.113.9" },
      remoteAddress: "127.0.0.1",
    });
    return response.json().ip;
  } finally {
    await app.close();
  }
}

describe("the client address behind rate limits", () => {
  it("ignores a forged X-Forwarded-For unless TRUST_PROXY is on", async () => {
    expect(await ipSeenWith(false)).toBe("127.0.0.1");
    expect(await ipSeenWith(true)).toBe("203.0.113.9");
  });
});
