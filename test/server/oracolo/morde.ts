/**
 * Proof that the oracle bites: change the policy the server enforces, one role and one state at a time, for programmes
 * and for food-district applications, and show the oracle failing each time (and passing on the policy as it is).
 * Run: `npx tsx test/server/oracolo/morde.ts`. The policy files are changed in place and always put back.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BERSAGLI, type Bersaglio } from './bersagli';

const radice = (percorso: string) => fileURLToPath(new URL(`../../../${percorso}`, import.meta.url));
const originali = new Map(BERSAGLI.map(({ politica }) => [politica, readFileSync(radice(politica), 'utf8')]));
const ripristina = () => originali.forEach((testo, politica) => writeFileSync(radice(politica), testo));
process.on('SIGINT', () => {
  ripristina();
  process.exit(130);
});

function oracoloFallisce({ oracolo, filtro }: Bersaglio): { fallito: boolean; riepilogo: string } {
  const esecuzione = spawnSync('npx', ['vitest', 'run', '--project', 'server', oracolo, '-t', filtro], {
    encoding: 'utf8',
  });
  const riepilogo = esecuzione.stdout
    // eslint-disable-next-line no-control-regex -- the ESC of ANSI colour codes, on purpose
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((riga) => /Tests\s/.test(riga))
    .join(' ')
    .trim();
  return { fallito: esecuzione.status !== 0, riepilogo };
}

let sbagliate = 0;
for (const bersaglio of BERSAGLI) {
  const originale = originali.get(bersaglio.politica)!;
  if (!originale.includes(bersaglio.dichiarazione))
    throw new Error(`${bersaglio.politica} non dichiara più ${JSON.stringify(bersaglio.dichiarazione)}`);
  const prove = [{ nome: `${bersaglio.politica} com’è`, a: bersaglio.dichiarazione }, ...bersaglio.mutazioni];
  for (const { nome, a } of prove) {
    writeFileSync(radice(bersaglio.politica), originale.replace(bersaglio.dichiarazione, a));
    try {
      const { fallito, riepilogo } = oracoloFallisce(bersaglio);
      console.log(`${nome}: l'oracolo ${fallito ? 'fallisce' : 'passa'} ${riepilogo}`);
      // A policy that no longer compiles fails for the wrong reason: some of the oracle's tests must have run.
      if (!/\d+ (passed|failed)/.test(riepilogo)) throw new Error(`${nome}: nessun test eseguito`);
      const deveFallire = a !== bersaglio.dichiarazione;
      if (fallito !== deveFallire) sbagliate += 1;
    } finally {
      ripristina();
    }
  }
}
console.log(sbagliate === 0 ? 'L’oracolo morde.' : `${sbagliate} esiti inattesi.`);
process.exit(sbagliate === 0 ? 0 : 1);
