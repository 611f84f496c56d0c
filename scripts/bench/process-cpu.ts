import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user and system) used so far by the processes that match: those of a process
 * group, or those of a command name, read from Linux's /proc. Processes that ended are not
 * counted, so read it around a run whose processes live through it.
 */
export function cpuSecondsOf(match: { processGroup: number } | { command: string }): number {
  let ticks = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue;
    }
    // pid (comm) state ppid pgrp … utime stime: comm may hold spaces, the fields after it do not.
    const command = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const matches = "processGroup" in match ? Number(fields[2]) === match.processGroup : command === match.command;
    if (matches) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / TICKS_PER_SECOND;
}
