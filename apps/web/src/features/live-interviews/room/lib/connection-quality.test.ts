import { describe, expect, it } from "vitest";
import { rateQuality, sampleOf } from "./connection-quality";

const report = (rtt: number, received: number, lost: number, bytes: number) =>
  new Map<string, Record<string, unknown>>([
    ["pair", { type: "candidate-pair", nominated: true, currentRoundTripTime: rtt }],
    [
      "video",
      {
        type: "inbound-rtp",
        kind: "video",
        packetsReceived: received,
        packetsLost: lost,
        bytesReceived: bytes,
      },
    ],
  ]);

describe("the connection-quality signal", () => {
  it("reads the round trip, packets and video bytes from the stats", () => {
    expect(sampleOf(report(0.042, 100, 1, 5000))).toEqual({
      rttMs: 42,
      packetsReceived: 100,
      packetsLost: 1,
      inboundVideoBytes: 5000,
    });
  });

  it("rates by round trip and by the loss since the last sample", () => {
    const first = sampleOf(report(0.05, 100, 0, 1));
    expect(rateQuality(null, first).level).toBe("good");
    expect(rateQuality(first, sampleOf(report(0.05, 195, 5, 2)))).toMatchObject({
      level: "fair",
      lossPercent: 5,
    });
    expect(rateQuality(first, sampleOf(report(0.5, 200, 0, 3))).level).toBe("poor");
    expect(rateQuality(null, sampleOf(new Map())).level).toBe("unknown");
  });
});
