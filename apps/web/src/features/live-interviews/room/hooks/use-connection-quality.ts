import { useEffect, useState } from "react";
import { type Quality, type QualitySample, rateQuality, sampleOf } from "../lib/connection-quality";

const UNKNOWN: Quality = { level: "unknown", rttMs: null, lossPercent: null, inboundVideoBytes: 0 };

/** The quality of one peer's connection, read from its statistics every two seconds. */
export function useConnectionQuality(connection: RTCPeerConnection | null): Quality {
  const [quality, setQuality] = useState<Quality>(UNKNOWN);
  useEffect(() => {
    if (!connection) return;
    let previous: QualitySample | null = null;
    let isCurrent = true;
    const read = async () => {
      const report = await connection.getStats().catch(() => null);
      if (!report || !isCurrent) return;
      const sample = sampleOf(report as unknown as Iterable<[string, Record<string, unknown>]>);
      setQuality(rateQuality(previous, sample));
      previous = sample;
    };
    void read();
    const timer = setInterval(() => void read(), 2_000);
    return () => {
      isCurrent = false;
      clearInterval(timer);
    };
  }, [connection]);
  return quality;
}
