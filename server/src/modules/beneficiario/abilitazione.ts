import { sql } from 'drizzle-orm';
import { AZIONI_BENEFICIARIO } from '../../../../contract/beneficiari/azioni';
import type { Beneficiario } from '../../../../contract/beneficiari/record';
import { righe } from '../../db/sql';
import { applica, type Contesto, type Passaggio, type Risorsa } from '../../engine/executor';
import { scriviAudit } from '../audit/audit';
import { avvisa } from './avvisi';
import type { Modifica } from './routes-comuni';
import { annota } from './storico';

export type Abilitazione = 'abilita' | 'disabilita';

/** What the beneficiary's history and the programme's keep of each. */
const ABILITAZIONE = {
  abilita: { verso: 'ABILITATO', storico: 'ABILITAZIONE', audit: 'abilitaBeneficiario' },
  disabilita: { verso: 'DISABILITATO', storico: 'DISABILITAZIONE', audit: 'disabilitaBeneficiario' },
} as const;

type ContestoAbilitazione = Contesto<Beneficiario, { readonly note: string }>;

/**
 * A beneficiary as the executor moves it between enabled and disabled: its row (only from the flag it was read
 * with), its own history and its programme's, and the programme's people.
 */
const risorsa = (
  modifica: Modifica,
  azione: Abilitazione,
): Risorsa<Beneficiario, { note: string }, ContestoAbilitazione> => ({
  contesto: (base) => base,
  stato: (beneficiario) => (beneficiario.abilitato ? 'ABILITATO' : 'DISABILITATO'),
  sposta: async ({ tx, record, input }, verso) =>
    (
      await righe(
        tx,
        sql`UPDATE beneficiario SET abilitato = ${verso === 'ABILITATO'}, note = ${input.note}, updated_at = now()
          WHERE id_beneficiario = ${record.idBeneficiario} AND abilitato = ${record.abilitato}
          RETURNING id_beneficiario`,
      )
    ).length > 0,
  scriviStorico: async ({ contesto: { tx, record, input }, label }) => {
    await annota(tx, record.idBeneficiario, modifica.autore, ABILITAZIONE[azione].storico, label, input.note);
    await scriviAudit(tx, {
      idProgrammaInvestimento: record.idProgrammaInvestimento,
      ...modifica.autore,
      azione: ABILITAZIONE[azione].audit,
      statoDa: record.idStato,
      statoA: record.idStato,
      note: `${record.codiceFiscale}: ${input.note}`,
    });
  },
  avvisa: ({ contesto: { input }, label }) => avvisa(modifica, { label, note: input.note }),
  modificatoNelFrattempo: 'Il beneficiario è stato modificato nel frattempo: ricarica la pagina e riprova.',
});

/** Enables or disables a locked beneficiary through the executor; whether it may is the policy's (`appliesTo`). */
export async function abilitazione(modifica: Modifica, azione: Abilitazione, note: string): Promise<void> {
  const passaggio: Passaggio<ContestoAbilitazione> = { verso: ABILITAZIONE[azione].verso };
  const { tx, beneficiario, autore, nominativo } = modifica;
  await applica(
    risorsa(modifica, azione),
    passaggio,
    { tx, record: beneficiario, attore: { ...autore, nominativo: autore.nominativo ?? nominativo }, input: { note } },
    { nome: azione, label: AZIONI_BENEFICIARIO[azione].label },
  );
}
