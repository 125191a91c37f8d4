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

/** CPU time (user + system) of this process so far, in milliseconds. */
export function cpuQuestoProcessoMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** CPU time of this process's children that have ended (cutime + cstime of /proc/self/stat), in milliseconds. */
export function cpuFigliMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const campi = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(campi[13]) + Number(campi[14])) * 1000) / TICK_PER_SECONDO;
}

/** The whole machine's CPU time so far from /proc/stat, in milliseconds summed over its cores. */
export interface CpuMacchina {
  /** user, nice, system, irq and softirq: every process's work and the kernel's (loopback networking included). */
  readonly occupataMs: number;
  /**
   * softirq alone: over loopback the receiving side's TCP work runs there, charged to no process. An HTTP request
   * crosses two connections (client to portal, portal to PostgreSQL), a pgbench transaction one.
   */
  readonly softirqMs: number;
  /** idle and iowait. */
  readonly inattivaMs: number;
  /** Time the hypervisor gave to other machines. */
  readonly rubataMs: number;
}

export function cpuMacchina(): CpuMacchina {
  const riga = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0];
  const [user, nice, system, idle, iowait, irq, softirq, steal] = riga.split(/\s+/).slice(1, 9).map(Number);
  const ms = (tick: number) => (tick * 1000) / TICK_PER_SECONDO;
  return {
    occupataMs: ms(user + nice + system + irq + softirq),
    softirqMs: ms(softirq),
    inattivaMs: ms(idle + iowait),
    rubataMs: ms(steal),
  };
}

/** What the machine did between two readings: its busy time per `unita` and the idle and stolen shares. */
export function tratto(prima: CpuMacchina, dopo: CpuMacchina, unita: number) {
  const occupata = dopo.occupataMs - prima.occupataMs;
  const inattiva = dopo.inattivaMs - prima.inattivaMs;
  const rubata = dopo.rubataMs - prima.rubataMs;
  const totale = occupata + inattiva + rubata;
  return {
    occupataMs: occupata / unita,
    softirqMs: (dopo.softirqMs - prima.softirqMs) / unita,
    inattiva: inattiva / totale,
    rubata: rubata / totale,
  };
}

/**
 * Time the process's main thread (the portal's event loop) spent runnable but waiting for a core, in milliseconds,
 * from /proc/<pid>/schedstat: on a machine with nothing else running, how long the portal's requests queued behind
 * PostgreSQL's backends for the two cores.
 */
export function attesaDiUnCoreMs(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e6;
}
