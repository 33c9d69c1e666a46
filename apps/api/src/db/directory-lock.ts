import fs from "node:fs";
import { tryLock } from "fs-native-extensions";

/**
 * Takes an exclusive operating-system lock (an open file description lock, `fcntl(F_OFD_SETLK)`
 * on Linux) on `lockPath` and writes this process's pid into the file for the message others get.
 * The kernel releases the lock when the holder's descriptor closes, which it does the moment the
 * holder dies, however it dies and whether or not it has been reaped (a zombie holds no files):
 * no pid check, no heartbeat, no stale lock to take over. A live holder makes this fail at once
 * with a clear message. The file itself stays: removing it would let a third process lock a new
 * file while a second still holds the old one.
 */
export function acquireDirectoryLock(lockPath: string): () => void {
  const fd = fs.openSync(lockPath, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o644);
  let isLocked: boolean;
  try {
    isLocked = tryLock(fd);
  } catch (error) {
    fs.closeSync(fd);
    throw error;
  }
  if (!isLocked) {
    const holder = fs.readFileSync(fd, "utf8").trim();
    fs.closeSync(fd);
    throw new Error(
      `The data directory is in use by process ${holder || "(unknown)"} (${lockPath}). ` +
        "The embedded database serves one process; stop the other one or set DATABASE_URL.",
    );
  }
  fs.ftruncateSync(fd);
  fs.writeSync(fd, String(process.pid), 0);
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    fs.ftruncateSync(fd);
    fs.closeSync(fd); // closing the descriptor releases the lock
  };
}
