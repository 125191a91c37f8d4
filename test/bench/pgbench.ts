import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseDedicato } from './database-dedicato';
import { percentile } from './percentile';
import type { ScriptPgbench } from './script-pgbench';

export const PGBENCH = process.env.BENCH_PGBENCH ?? '/usr/bin/pgbench';

export interface EsitoPgbench {
  readonly tps: number;
  readonly p99Ms: number;
  readonly transazioni: number;
  readonly comando: string;
}

function esegui(comando: string, argomenti: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    // The portal's session settings (server/src/db/database.ts), so both run the statement alike.
    const figlio = spawn(comando, argomenti, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PGOPTIONS: '-c jit=off' },
    });
    let uscita = '';
    figlio.stdout.on('data', (dati) => (uscita += dati));
    figlio.stderr.on('data', (dati) => (uscita += dati));
    figlio.once('error', (errore) => reject(new Error(`${comando} non avviato: ${errore.message}`)));
    figlio.once('exit', (codice) =>
      codice === 0 ? resolve(uscita) : reject(new Error(`${comando} è terminato con codice ${codice}:\n${uscita}`)),
    );
  });
}

/**
 * Runs the statement with pgbench over the extended protocol (as node-postgres does: an unnamed statement, parameters
 * as text), `clienti` clients for `secondi` seconds; p99 comes from the per-transaction log (`--log`).
 */
export async function misuraPgbench(
  database: DatabaseDedicato,
  { script, variabili }: ScriptPgbench,
  clienti: number,
  secondi: number,
): Promise<EsitoPgbench> {
  const cartella = await mkdtemp(join(tmpdir(), 'pgbench-'));
  try {
    const file = join(cartella, 'lista-programmi.sql');
    await writeFile(file, script);
    const argomenti = [
      '-h',
      database.host,
      '-p',
      database.port,
      '-U',
      database.user,
      '--no-vacuum',
      '--protocol=extended',
      `--client=${clienti}`,
      '--jobs=2',
      `--time=${secondi}`,
      `--file=${file}`,
      '--log',
      `--log-prefix=${join(cartella, 'transazioni')}`,
      ...Object.entries(variabili).flatMap(([nome, valore]) => ['-D', `${nome}=${valore}`]),
      database.nome,
    ];
    const uscita = await esegui(PGBENCH, argomenti);
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(uscita)?.[1]);
    if (!Number.isFinite(tps)) throw new Error(`Uscita di pgbench non riconosciuta:\n${uscita}`);
    // Each line: client_id transaction_no time(µs) script_no time_epoch time_us.
    const latenze: number[] = [];
    for (const nome of (await readdir(cartella)).filter((nome) => nome.startsWith('transazioni'))) {
      for (const riga of (await readFile(join(cartella, nome), 'utf8')).split('\n')) {
        const campi = riga.split(' ');
        if (campi.length >= 6) latenze.push(Number(campi[2]) / 1000);
      }
    }
    return {
      tps,
      p99Ms: percentile(latenze, 99),
      transazioni: latenze.length,
      comando:
        `pgbench --no-vacuum --protocol=extended --client=${clienti} --jobs=2 ` +
        `--time=${secondi} --file=lista-programmi.sql --log -D p1=… ${database.nome}`,
    };
  } finally {
    await rm(cartella, { recursive: true, force: true });
  }
}
