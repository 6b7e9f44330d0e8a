import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { onExit } from './exit-cleanup';

/** How long the processes have to end on SIGTERM (a server closes its database) before SIGKILL. */
const STOP_TIMEOUT_MS = 10_000;

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
function processGroupsUnder(root: number): Set<number> {
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

function signalGroups(groups: Iterable<number>, signal: NodeJS.Signals): void {
  for (const group of groups) {
    try {
      process.kill(-group, signal);
    } catch {
      // That group has already gone.
    }
  }
}

/** Whether any process is left in `groups` (signal 0 only checks). */
function anyGroupAlive(groups: Iterable<number>): boolean {
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

/** A command started in a process group of its own, and every process group it spans. */
export interface ProcessTree {
  /** The command's own process (pnpm). */
  child: ChildProcess;
  /** Whether the command's own process has ended. */
  ended(): boolean;
  /**
   * Notes the groups the command spans now: call it once the command is up, as a process whose
   * parent has died is no longer found under the command, but keeps its group.
   */
  noteGroups(): void;
  /** SIGTERM to every group, up to 10 s for them to end, then SIGKILL to what is left. */
  stop(): Promise<void>;
}

/**
 * Starts `command` detached, so a Ctrl-C reaches only the process that started it, which then
 * stops the command through `stop()`, or on its way out (`onExit`): the one way e2e and the bench
 * start and stop a server.
 */
export function startProcessTree(
  command: string,
  args: string[],
  options: Omit<SpawnOptions, 'detached'>,
): ProcessTree {
  const child = spawn(command, args, { ...options, detached: true });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${command} ${args.join(' ')} could not be started`);

  let groups = processGroupsUnder(pid);
  const noteGroups = () => {
    groups = new Set([...groups, ...processGroupsUnder(pid)]);
  };
  const forget = onExit(() => signalGroups(groups, 'SIGTERM'));
  return {
    child,
    ended: () => child.exitCode !== null || child.signalCode !== null,
    noteGroups,
    async stop() {
      forget();
      noteGroups();
      signalGroups(groups, 'SIGTERM');
      const deadline = Date.now() + STOP_TIMEOUT_MS;
      while (anyGroupAlive(groups) && Date.now() < deadline) await sleep(100);
      signalGroups(groups, 'SIGKILL');
    },
  };
}
