import { readFileSync } from 'node:fs';

/** Kernel clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICK_PER_SECONDO = 100;

/** CPU time (user + system) the process has used so far, in milliseconds, from /proc/<pid>/stat. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which may hold spaces and ends at the last ')': utime and stime are 14th and 15th.
  const campi = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(campi[11]) + Number(campi[12])) * 1000) / TICK_PER_SECONDO;
}
