import { describe, expect, it } from 'vitest';
import { POLICIES } from '../../../contract/policy';
import type { ActionDeclaration } from '../../../contract/types';
import { programmiSchema } from '../../../contract/programmi/schema';
import { recordActions } from '../../../src/engine/actions/placement';

const azioni = Object.entries(POLICIES).map(
  ([risorsa, policy]) => [risorsa, Object.entries(policy.actions ?? {}) as [string, ActionDeclaration][]] as const,
);
const collocate = (elenco: readonly [string, ActionDeclaration][], dove: string) =>
  elenco.filter(([, azione]) => azione.placement?.includes(dove as never)).map(([nome]) => nome);

describe('where lists offer the actions (issue 10: one action a row)', () => {
  it('gives each resource at most one row action beside the primary one', () => {
    for (const [risorsa, elenco] of azioni) expect(collocate(elenco, 'riga').length, risorsa).toBeLessThanOrEqual(1);
  });

  it("offers 'Nuovo programma' and 'Nuova domanda' once above their lists, not in rows nor on a record's page", () => {
    const programmi = azioni.find(([risorsa]) => risorsa === 'programmi')?.[1] ?? [];
    const domande = azioni.find(([risorsa]) => risorsa === 'domande')?.[1] ?? [];
    expect(collocate(programmi, 'pagina')).toEqual(['creaProgramma']);
    expect(collocate(domande, 'pagina')).toEqual(['creaDomanda']);
    expect(collocate(programmi, 'massiva')).toEqual(['assegna']);
  });

  it("keeps the programme list's rows short: a few actions in its menu, the rest on the programme's page", () => {
    const programmi = azioni.find(([risorsa]) => risorsa === 'programmi')?.[1] ?? [];
    expect(collocate(programmi, 'riga')).toEqual([]);
    expect(collocate(programmi, 'menu').length).toBeLessThanOrEqual(6);
    expect(programmi.filter(([, azione]) => !azione.placement).map(([nome]) => nome)).toEqual([]);
  });

  it("edits a programme's general data in one place, the Proponente tab's wizard: no dialog on its page", () => {
    expect(recordActions(programmiSchema).map(([nome]) => nome)).not.toContain('modifica');
    expect(recordActions(programmiSchema).map(([nome]) => nome)).toContain('approva');
  });
});
