import { type ChildProcess, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { encodeUploadMetadata } from "@candor/shared/schemas/uploads";
import { sampleWebm } from "./videos";

const API_ROOT = path.resolve(import.meta.dirname, "..");

/** A real `src/server.ts` process, as `npm start` runs it, on a free port of 127.0.0.1. */
export type ServerProcess = {
  child: ChildProcess;
  origin: string;
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal) once the process is gone. */
  exited: Promise<number | null>;
};

/** Starts the server with `env` over the test's environment and waits for its banner. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      SEED_DEMO: "false",
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const origin = await new Promise<string>((resolve, reject) => {
    // Under a load average of 30 the tsx-compiled server took over a minute to listen. A server
    // that never says it listens is killed, or it would keep the data directory's lock and fail
    // the next test's start too.
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`no banner:\n${output}`));
    }, 150_000);
    const check = () => {
      const match = /Candor listening on http:\/\/[^:\s]+:(\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout?.on("data", check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`exited ${code}:\n${output}`));
    });
  });
  return { child, origin, output: () => output, exited };
}

/** Stops a server process if it still runs (SIGKILL: nothing of it matters any more). */
export async function stopServerProcess(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill("SIGKILL");
  await server.exited;
}

/** Signs up a hiring admin (who may upload prompt videos); answers their bearer headers. */
export async function signUpAdmin(origin: string): Promise<Record<string, string>> {
  const response = await fetch(`${origin}/v1/users`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `admin-${randomBytes(4).toString("hex")}@example.com`,
      password: "a-long-password",
      password_confirmation: "a-long-password",
      first_name: "Ada",
      last_name: "Lovelace",
      organization_name: "Uploads Co",
    }),
  });
  if (response.status !== 201)
    throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { meta: { token: string } };
  return { authorization: `Bearer ${body.meta.token}`, "tus-resumable": "1.0.0" };
}

/** A WebM video of `size` bytes: a real recording's start (its signature), then random bytes. */
export function largeWebm(size: number): Buffer {
  const start = sampleWebm();
  return Buffer.concat([start, randomBytes(size - start.length)]);
}

export const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** `POST /v1/uploads` of a prompt video of `length` bytes; answers the upload's URL. */
export async function createUploadAt(
  origin: string,
  headers: Record<string, string>,
  length: number,
): Promise<string> {
  const response = await fetch(`${origin}/v1/uploads`, {
    method: "POST",
    headers: {
      ...headers,
      "upload-length": String(length),
      "upload-metadata": encodeUploadMetadata({
        filetype: "video/webm",
        purpose: "question_video",
      }),
    },
  });
  if (response.status !== 201)
    throw new Error(`create: ${response.status} ${await response.text()}`);
  return `${origin}${response.headers.get("location")}`;
}

/** `HEAD` of an upload: its confirmed offset. */
export async function offsetAt(url: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(url, { method: "HEAD", headers });
  if (response.status !== 200) throw new Error(`HEAD: ${response.status}`);
  return Number(response.headers.get("upload-offset"));
}

/** `PATCH` of `bytes` at `offset` (the whole rest of an upload, say). */
export function patchAt(
  url: string,
  headers: Record<string, string>,
  offset: number,
  bytes: Buffer,
): Promise<Response> {
  return fetch(url, {
    method: "PATCH",
    headers: {
      ...headers,
      "upload-offset": String(offset),
      "content-type": "application/offset+octet-stream",
    },
    body: bytes,
  });
}

/** A `PATCH` whose body is written piece by piece, as a slow client on a long upload does. */
export type StreamingPatch = {
  /** Writes `bytes` to the body; resolves once the socket took them. */
  send(bytes: Buffer): Promise<void>;
  /** The answer, or the error when the connection broke. */
  response: Promise<{ status: number; body: string } | Error>;
  /** Bytes handed to the socket so far. */
  sent(): number;
};

export function streamingPatch(
  url: string,
  headers: Record<string, string>,
  offset: number,
  contentLength: number,
): StreamingPatch {
  const request = http.request(url, {
    method: "PATCH",
    headers: {
      ...headers,
      "upload-offset": String(offset),
      "content-type": "application/offset+octet-stream",
      "content-length": String(contentLength),
    },
  });
  let sent = 0;
  const response = new Promise<{ status: number; body: string } | Error>((resolve) => {
    request.on("error", resolve);
    request.on("response", (answer) => {
      let body = "";
      answer.on("data", (chunk) => {
        body += chunk;
      });
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, body }));
      answer.on("error", resolve);
    });
  });
  return {
    send: (bytes) =>
      new Promise((resolve, reject) => {
        request.write(bytes, (error) => {
          if (error) reject(error);
          else {
            sent += bytes.length;
            resolve();
          }
        });
      }),
    response,
    sent: () => sent,
  };
}

/** Asks `check` again until it answers true (a condition, not a duration, ends the wait). */
export async function waitUntil(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 2400; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting until ${what}`);
}
