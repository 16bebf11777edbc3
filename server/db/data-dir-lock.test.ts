import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe("data folder lock", () => {
  it("refuses a folder held by another running process, naming it", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, ".marketplace.lock"), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`in use by another process \\(pid ${process.ppid}\\)`));
  });

  it("takes over a lock left by a process that has ended, and releases it", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, ".marketplace.lock"), "999999999");
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, ".marketplace.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, ".marketplace.lock"))).toBe(false);
  });
});
