import fs from "node:fs";

// What a process and its children use, read from /proc (Linux only), for bench/startup.ts.

/** Clock ticks a second in /proc/<pid>/stat: 100 on every Linux this runs on (getconf CLK_TCK). */
const CLOCK_TICKS_PER_SECOND = 100;

/** A process and every descendant. */
function processTree(pid: number): number[] {
  const pids = [pid];
  for (const parent of pids) {
    let tasks: string[];
    try {
      tasks = fs.readdirSync(`/proc/${parent}/task`);
    } catch {
      continue; // it exited meanwhile
    }
    for (const task of tasks) {
      const children = readOrEmpty(`/proc/${parent}/task/${task}/children`).trim();
      if (children) pids.push(...children.split(/\s+/).map(Number));
    }
  }
  return pids;
}

function readOrEmpty(file: string) {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

/** Resident memory in MB of a process and its children (VmRSS added up; worker threads share their process's). */
export function processTreeRssMb(pid: number): number {
  let kb = 0;
  for (const member of processTree(pid)) {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readOrEmpty(`/proc/${member}/status`));
    if (match) kb += Number(match[1]);
  }
  return kb / 1024;
}

/** CPU time in ms (user + system) that a process and its live children have used so far. */
export function processTreeCpuMs(pid: number): number {
  let ticks = 0;
  for (const member of processTree(pid)) {
    // Fields after the command name (which may hold spaces, inside parentheses): utime and stime are the 12th and 13th.
    const fields = readOrEmpty(`/proc/${member}/stat`).split(") ")[1]?.split(" ") ?? [];
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}
