import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';

/** CPU time in clock ticks per process group, at one instant. */
export type CpuSnapshot = Map<number, { group: string; ticks: number }>;

/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in hundredths of a second. */
const TICKS_PER_SECOND = 100;

/**
 * Which part of the machine a process is, by its command line and working directory: the stack's
 * deployables are named by their folder (`bff`, `services/catalog`); the gateway runs in the local
 * stack's launcher; the floor's two processes, Postgres and Kafka by what they run; the bench
 * itself (autocannon and the in-process baseline) as `bench`.
 */
export function processGroup(process: { pid: number; ownPid: number; commandLine: string; cwd: string | undefined; root: string }): string {
  const { commandLine, cwd, root } = process;
  if (process.pid === process.ownPid) return 'bench (autocannon, baseline)';
  // Before Postgres: the floor's service is given a postgres:// URL.
  const floor = /floor-process\.js (service|front)\b/.exec(commandLine);
  if (floor) return `floor ${floor[1]}`;
  if (/(^|\/)postgres(\s|$)/.test(commandLine) || commandLine.startsWith('postgres:')) return 'postgres';
  if (/(^|\/)java\s/.test(commandLine)) return 'kafka';
  if (commandLine.includes('deploy/local/dist/main.js')) return 'gateway (launcher)';
  if (cwd && cwd !== root && cwd.startsWith(root + path.sep)) return path.relative(root, cwd);
  return 'other';
}

/** Every process's CPU time so far, by group (empty where /proc is missing). */
export function snapshotCpu(root: string): CpuSnapshot {
  const snapshot: CpuSnapshot = new Map();
  if (!existsSync('/proc/self/stat')) return snapshot;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      const commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim();
      let cwd: string | undefined;
      try {
        cwd = readlinkSync(`/proc/${entry}/cwd`);
      } catch {
        cwd = undefined;
      }
      const pid = Number(entry);
      snapshot.set(pid, { group: processGroup({ pid, ownPid: process.pid, commandLine, cwd, root }), ticks });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return snapshot;
}

/** CPU microseconds per request each group spent between two snapshots (processes started in between count from zero). */
export function cpuPerRequest(before: CpuSnapshot, after: CpuSnapshot, requests: number): Map<string, number> {
  const micros = new Map<string, number>();
  if (requests <= 0) return micros;
  for (const [pid, { group, ticks }] of after) {
    const spent = ticks - (before.get(pid)?.ticks ?? 0);
    if (spent > 0) micros.set(group, (micros.get(group) ?? 0) + (spent * 1e6) / TICKS_PER_SECOND / requests);
  }
  return micros;
}

/** The mean of each group's figure over rounds (a group missing from a round counts 0 there). */
export function meanCpu(rounds: Map<string, number>[]): Map<string, number> {
  const mean = new Map<string, number>();
  for (const round of rounds) for (const [group, micros] of round) mean.set(group, (mean.get(group) ?? 0) + micros / rounds.length);
  return mean;
}

/** One line: the total, then each group from the costliest, down to those of at least `minMicros`. */
export function describeCpu(cpu: Map<string, number>, minMicros = 5): string {
  const total = [...cpu.values()].reduce((sum, micros) => sum + micros, 0);
  const parts = [...cpu].filter(([, micros]) => micros >= minMicros).sort((a, b) => b[1] - a[1]).map(([group, micros]) => `${group} ${micros.toFixed(0)}`);
  return `${total.toFixed(0)} µs: ${parts.join(', ')}`;
}
