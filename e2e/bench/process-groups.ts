import { readdirSync, readFileSync } from 'node:fs';

interface ProcessEntry {
  pid: number;
  parent: number;
  group: number;
}

/** Every process on the machine, from /proc (Linux): synchronous, so usable in an 'exit' hook. */
function processTable(): ProcessEntry[] {
  const entries: ProcessEntry[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // "pid (command) state ppid pgrp ...": the command may itself hold spaces and parentheses.
      const [, parent, group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      entries.push({ pid: Number(name), parent: Number(parent), group: Number(group) });
    } catch {
      // The process ended while the table was read.
    }
  }
  return entries;
}

/**
 * The process groups of `root` and of all its descendants. pnpm 12 starts each script in a group
 * of its own, so `pnpm serve` spans several groups and a signal to the first reaches only pnpm;
 * the server stays up whenever a pnpm in between fails to pass the signal on.
 */
export function processGroupsUnder(root: number): Set<number> {
  const table = processTable();
  const groups = new Set<number>([root]);
  const pids = new Set<number>([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const entry of table) {
      if (pids.has(entry.parent) && !pids.has(entry.pid)) {
        pids.add(entry.pid);
        groups.add(entry.group);
        grew = true;
      }
    }
  }
  // Never our own group, whatever a descendant did with its own.
  const ours = table.find((entry) => entry.pid === process.pid)?.group;
  if (ours !== undefined) groups.delete(ours);
  return groups;
}

export function signalGroups(groups: Iterable<number>, signal: NodeJS.Signals): void {
  for (const group of groups) {
    try {
      process.kill(-group, signal);
    } catch {
      // That group has already gone.
    }
  }
}

/** Whether any process is left in `groups` (signal 0 only checks). */
export function anyGroupAlive(groups: Iterable<number>): boolean {
  for (const group of groups) {
    try {
      process.kill(-group, 0);
      return true;
    } catch {
      // gone
    }
  }
  return false;
}
