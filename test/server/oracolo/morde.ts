/**
 * Proof that the oracle bites: change the policy the server enforces, one role and one state at a time, and show the
 * oracle failing each time (and passing on the policy as it is). Run: `npx tsx test/server/oracolo/morde.ts`.
 * The policy file is changed in place and always put back.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const POLICY = fileURLToPath(new URL('../../../contract/programmi/azioni.ts', import.meta.url));
const APPROVA = "roles: [MINISTERO],\n    states: ['VALIDATO'],";

const MUTAZIONI = [
  { nome: 'nessuna: la politica com’è', da: APPROVA, a: APPROVA, deveFallire: false },
  {
    nome: 'anche il coordinatore approva',
    da: APPROVA,
    a: "roles: [MINISTERO, COOR],\n    states: ['VALIDATO'],",
    deveFallire: true,
  },
  {
    nome: 'si approva anche da IN_VALIDAZIONE',
    da: APPROVA,
    a: "roles: [MINISTERO],\n    states: ['VALIDATO', 'IN_VALIDAZIONE'],",
    deveFallire: true,
  },
];

const originale = readFileSync(POLICY, 'utf8');
if (!originale.includes(APPROVA)) throw new Error(`La dichiarazione di «approva» non è più ${JSON.stringify(APPROVA)}`);
const ripristina = () => writeFileSync(POLICY, originale);
process.on('SIGINT', () => {
  ripristina();
  process.exit(130);
});

let sbagliate = 0;
for (const { nome, da, a, deveFallire } of MUTAZIONI) {
  writeFileSync(POLICY, originale.replace(da, a));
  try {
    const esecuzione = spawnSync(
      'npx',
      [
        'vitest',
        'run',
        '--project',
        'server',
        'test/server/autorizzazioni-programma.test.ts',
        '-t',
        'approvazioneprogramma',
      ],
      { encoding: 'utf8' },
    );
    const fallito = esecuzione.status !== 0;
    const riepilogo = esecuzione.stdout
      // eslint-disable-next-line no-control-regex -- the ESC of ANSI colour codes, on purpose
      .replace(/\x1b\[[0-9;]*m/g, '')
      .split('\n')
      .filter((riga) => /Tests\s/.test(riga));
    console.log(`${nome}: l'oracolo ${fallito ? 'fallisce' : 'passa'} ${riepilogo.join(' ').trim()}`);
    if (fallito !== deveFallire) sbagliate += 1;
  } finally {
    ripristina();
  }
}
console.log(sbagliate === 0 ? 'L’oracolo morde.' : `${sbagliate} esiti inattesi.`);
process.exit(sbagliate === 0 ? 0 : 1);
