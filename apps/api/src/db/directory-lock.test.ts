import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDirectoryLock } from "./directory-lock";

const API_ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * Starts a process that takes the lock and keeps it. With `zombie`, its parent is a shell that
 * then `exec`s `sleep`, which never reaps it: once killed, the holder stays a zombie.
 */
async function startHolder(lockPath: string, options: { zombie: boolean }) {
  const script =
    `const { acquireDirectoryLock } = await import(${JSON.stringify(path.join(API_ROOT, "src/db/directory-lock.ts"))});` +
    `acquireDirectoryLock(${JSON.stringify(lockPath)});` +
    'console.log("locked " + process.pid);' +
    "setInterval(() => {}, 60_000);";
  const node = [process.execPath, "--import", "tsx", "--input-type=module", "-e", script];
  const quoted = node.map((arg) => `'${arg.replaceAll("'", `'\\''`)}'`).join(" ");
  const child = options.zombie
    ? spawn("sh", ["-c", `${quoted} & exec sleep 600`], { cwd: API_ROOT })
    : spawn(node[0] as string, node.slice(1), { cwd: API_ROOT });
  children.push(child);
  let output = "";
  const pid = await new Promise<number>((resolve, reject) => {
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      const match = /locked (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    child.on("exit", (code) => reject(new Error(`holder exited ${code}: ${output}`)));
  });
  return pid;
}

/**
 * Whether `pid` is dead but not reaped: a zombie whose threads have all exited. (A killed
 * process's main thread shows Z while its other threads are still tearing down, files open.)
 */
function isReaplessZombie(pid: number): boolean {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return /^State:\s+Z/m.test(status) && /^Threads:\s+1$/m.test(status);
  } catch {
    return false;
  }
}

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function lockPath() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-lock-"));
  dirs.push(dir);
  return path.join(dir, "candor.lock");
}

describe("the data directory lock", () => {
  it("refuses a second holder at once, naming the live one", async () => {
    const file = lockPath();
    const holder = await startHolder(file, { zombie: false });
    expect(() => acquireDirectoryLock(file)).toThrow(
      new RegExp(`in use by process ${holder} .*stop the other one or set DATABASE_URL`),
    );
  }, 30_000);

  it("is free the moment its holder is killed, though the holder is a zombie not yet reaped", async () => {
    const file = lockPath();
    const holder = await startHolder(file, { zombie: true });
    expect(() => acquireDirectoryLock(file)).toThrow(/in use by process/);

    process.kill(holder, "SIGKILL");
    while (!isReaplessZombie(holder)) await new Promise((resolve) => setTimeout(resolve, 5));

    const release = acquireDirectoryLock(file);
    expect(isReaplessZombie(holder)).toBe(true);
    release();
  }, 30_000);

  it("is refused to a second taker in the same process, and free again once released", () => {
    const file = lockPath();
    const release = acquireDirectoryLock(file);
    expect(() => acquireDirectoryLock(file)).toThrow(`in use by process ${process.pid}`);
    release();
    acquireDirectoryLock(file)();
  });
});
