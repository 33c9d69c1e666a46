import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";

const API_ROOT = path.resolve(import.meta.dirname, "..");

/** Every server a test started. */
const started: ChildProcess[] = [];

type RunningServer = { child: ChildProcess; origin: string; output: () => string };

/** Starts `src/server.ts` as `npm start` would, on a free port, and waits for its banner. */
async function startServer(dataDir: string): Promise<RunningServer> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: API_ROOT,
    env: { ...process.env, PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no banner:\n${output}`)), 120_000);
    const check = () => {
      const match = /Candor listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace("localhost", "127.0.0.1"));
      }
    };
    child.stdout?.on("data", check);
    child.on("exit", (code) => reject(new Error(`exited ${code}:\n${output}`)));
  });
  return { child, origin, output: () => output };
}

function signUp(origin: string, email: string) {
  return fetch(`${origin}/v1/users`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email,
      password: "a-long-password",
      password_confirmation: "a-long-password",
      first_name: "Kept",
      last_name: "Person",
      organization_name: "Kept Co",
    }),
  });
}

function logIn(origin: string, email: string) {
  return fetch(`${origin}/v1/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "a-long-password" }),
  });
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.on("exit", (code) => resolve(code)));
}

describe("the server process", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-server-"));
  // A failed test's servers are killed at once: its lock must not fail the next test.
  afterEach(() => {
    for (const child of started.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("seeds the demo, prints its sign-in, stops on SIGTERM and keeps its data on restart", async () => {
    const first = await startServer(dataDir);
    expect(first.output()).toContain("admin@demo.candor.test");
    const health = await fetch(`${first.origin}/v1/health`);
    expect(await health.json()).toEqual({ status: "ok", database: "ok" });

    const signedUp = await signUp(first.origin, "kept@example.com");
    expect(signedUp.status).toBe(201);

    // A second process on the same directory is refused while the first runs.
    const intruder = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
      cwd: API_ROOT,
      env: { ...process.env, PORT: "0", DATA_DIR: dataDir, DATABASE_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let intruderOutput = "";
    intruder.stderr?.on("data", (chunk) => {
      intruderOutput += chunk;
    });
    expect(await exitOf(intruder)).toBe(1);
    expect(intruderOutput).toContain("in use by process");

    const exited = exitOf(first.child);
    first.child.kill("SIGTERM");
    expect(await exited).toBe(0);

    const second = await startServer(dataDir);
    try {
      const login = await logIn(second.origin, "kept@example.com");
      expect(login.status).toBe(200);
    } finally {
      const stopped = exitOf(second.child);
      second.child.kill("SIGINT");
      expect(await stopped).toBe(0);
    }
  }, 300_000);

  it("restarts at once after a kill -9, keeping what it acknowledged", async () => {
    const first = await startServer(dataDir);
    const signedUp = await signUp(first.origin, "crash@example.com");
    expect(signedUp.status).toBe(201);

    // No waiting for the exit to be seen: a supervisor restarts at once, while the killed
    // process may not be reaped yet. Its lock went with it.
    first.child.kill("SIGKILL");
    const second = await startServer(dataDir);
    try {
      const login = await logIn(second.origin, "crash@example.com");
      expect(login.status).toBe(200);
    } finally {
      const stopped = exitOf(second.child);
      second.child.kill("SIGTERM");
      expect(await stopped).toBe(0);
    }
  }, 300_000);
});
