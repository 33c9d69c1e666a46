/*
 * The connection-quality signal of one peer, from its RTCPeerConnection's statistics: the
 * round-trip time of the active candidate pair and the share of packets lost since the last
 * reading. Pure, so the thresholds are tested without a browser.
 */

export type QualityLevel = "good" | "fair" | "poor" | "unknown";

export type QualitySample = {
  /** Milliseconds, or null before the pair has measured one. */
  rttMs: number | null;
  /** Bytes of video received so far (grows while the other side's picture arrives). */
  inboundVideoBytes: number;
  packetsReceived: number;
  packetsLost: number;
};

export type Quality = {
  level: QualityLevel;
  rttMs: number | null;
  /** Percent of packets lost between the previous sample and this one. */
  lossPercent: number | null;
  inboundVideoBytes: number;
};

/** Reads what the signal needs from `getStats()`'s report (any browser's field names). */
export function sampleOf(report: Iterable<[string, Record<string, unknown>]>): QualitySample {
  const sample: QualitySample = {
    rttMs: null,
    inboundVideoBytes: 0,
    packetsReceived: 0,
    packetsLost: 0,
  };
  for (const [, stat] of report) {
    if (stat.type === "candidate-pair" && (stat.nominated || stat.selected)) {
      const rtt = stat.currentRoundTripTime;
      if (typeof rtt === "number") sample.rttMs = Math.round(rtt * 1000);
    }
    if (stat.type === "inbound-rtp") {
      sample.packetsReceived += Number(stat.packetsReceived ?? 0);
      sample.packetsLost += Math.max(0, Number(stat.packetsLost ?? 0));
      if (stat.kind === "video") sample.inboundVideoBytes += Number(stat.bytesReceived ?? 0);
    }
  }
  return sample;
}

/** Good under 150 ms and 2 % loss; poor from 400 ms or 8 %; fair between. */
export function rateQuality(previous: QualitySample | null, current: QualitySample): Quality {
  let lossPercent: number | null = null;
  if (previous) {
    const received = current.packetsReceived - previous.packetsReceived;
    const lost = current.packetsLost - previous.packetsLost;
    if (received + lost > 0) lossPercent = Math.round((lost / (received + lost)) * 1000) / 10;
  }
  const { rttMs } = current;
  let level: QualityLevel = "unknown";
  if (rttMs !== null || lossPercent !== null) {
    const rtt = rttMs ?? 0;
    const loss = lossPercent ?? 0;
    level = rtt >= 400 || loss >= 8 ? "poor" : rtt >= 150 || loss >= 2 ? "fair" : "good";
  }
  return { level, rttMs, lossPercent, inboundVideoBytes: current.inboundVideoBytes };
}
