// Load on one URL of a started server, as the list and API throughput benchmarks apply it:
// autocannon at a number of connections after a warm-up, with the CPU time the server process used
// per request meanwhile (the cold start reads a process's CPU with the same `cpuMsOf`). On the
// shared 2-core machine the latency of 10 connections follows everything else running; the
// server's CPU per request varies much less, so two builds compare by it (decision 0061).
import { readFileSync } from "node:fs";
import autocannon from "autocannon";

const CLOCK_TICKS_PER_SECOND = 100; // Linux's USER_HZ

/** CPU milliseconds (user + system) from a /proc stat file, or undefined where there is none. */
export function cpuMsOf(statPath) {
  try {
    const stat = readFileSync(statPath, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * autocannon's result for `url` (with `method`, `headers` and `body` when given) at `connections`
 * for `durationSeconds`, after a 2 s warm-up, with `serverCpuMsPerRequest`: the CPU the process
 * `pid` used during the measured seconds over the requests answered (undefined off Linux).
 */
export async function measureLoad({ pid, durationSeconds, ...request }) {
  await run({ ...request, duration: 2 });
  const before = cpuMsOf(`/proc/${pid}/stat`);
  const result = await run({ ...request, duration: durationSeconds });
  const after = cpuMsOf(`/proc/${pid}/stat`);
  const serverCpuMsPerRequest =
    before === undefined || after === undefined || result.requests.total === 0
      ? undefined
      : (after - before) / result.requests.total;
  return { ...result, serverCpuMsPerRequest };
}

/** A CPU time per request as a table shows it. */
export function cpuCell(ms) {
  return ms === undefined ? "—" : `${ms.toFixed(2)} ms`;
}
