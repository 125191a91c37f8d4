import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BERSAGLI } from './oracolo/bersagli';

/**
 * `npx tsx test/server/oracolo/morde.ts` proves the authorisation oracle bites by rewriting the policy in place, so it
 * cannot run beside the suite; this keeps it runnable: each declaration it changes is still in its file, once.
 */
const leggi = (percorso: string) => readFileSync(new URL(`../../${percorso}`, import.meta.url), 'utf8');

describe('the proof that the authorisation oracle bites', () => {
  it.each(BERSAGLI.map((bersaglio) => [bersaglio.politica, bersaglio] as const))(
    'finds in %s, exactly once, the declaration it mutates, and each mutation changes it',
    (_politica, { politica, dichiarazione, oracolo, filtro, mutazioni }) => {
      expect(leggi(politica).split(dichiarazione)).toHaveLength(2);
      expect(mutazioni.filter(({ a }) => a === dichiarazione)).toEqual([]);
      expect(leggi(politica)).toContain(`'${filtro}'`);
      expect(leggi(oracolo)).toContain('describe.each');
    },
  );
});
