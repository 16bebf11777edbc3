import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** PGlite allows one process per data folder; a lock file turns a corrupting second open into a clear error. */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, ".marketplace.lock");
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const holder = Number(fs.readFileSync(lockFile, "utf8"));
    if (holder && holder !== process.pid && isRunning(holder)) {
      throw new DataDirLockedError(
        `The data folder ${dataDir} is in use by another process (pid ${holder}). Stop that process, or set DATA_DIR to another folder.`,
      );
    }
    fs.writeFileSync(lockFile, String(process.pid));
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    fs.rmSync(lockFile, { force: true });
  };
}
