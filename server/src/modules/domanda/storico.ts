import { sql } from 'drizzle-orm';
import { AZIONI_DOMANDA } from '../../../../contract/domande/azioni';
import type { VoceStoricoDomanda } from '../../../../contract/domande/storico';
import { isRole, ROLE_LABELS } from '../../../../contract/roles';
import { graduatorieSchema, SALVATAGGI_DI_PUNTEGGI } from '../../../../contract/valutazione/schema';
import type { AppDatabase } from '../../db/database';
import { iso, righe } from '../../db/sql';

/** The role the external portal's client acts with (`creaDomandaREST`). */
const PORTALE_ESTERNO = 'PORTALE_ESTERNO';

/** Actions are named as the buttons that perform them; the ranking's finalisation writes its own line. */
const NOMI_AZIONI: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(AZIONI_DOMANDA).map(([nome, { label }]) => [nome, label])),
  finalizzaGraduatoria: graduatorieSchema.actions!.finalizza.label,
};

const descrizioneRuolo = (ruolo: string) =>
  isRole(ruolo) ? ROLE_LABELS[ruolo] : ruolo === PORTALE_ESTERNO ? 'Portale esterno' : ruolo;

const DI_PUNTEGGI: ReadonlySet<string> = new Set(Object.values(SALVATAGGI_DI_PUNTEGGI));

/**
 * The application's history, oldest first: people by name, states by their names, roles and actions in words. A
 * reader who may not read the scores yet (the applicant before the ranking is final) reads that they were saved,
 * not what they are.
 */
export async function storicoDomanda(
  db: AppDatabase,
  idDomanda: number,
  { punteggi }: { readonly punteggi: boolean },
): Promise<VoceStoricoDomanda[]> {
  const voci = await righe<Omit<VoceStoricoDomanda, 'descrizioneAzione' | 'descrizioneRuolo'>>(
    db,
    sql`SELECT a.id_audit::int AS "idAudit", ${iso(sql`a.eseguito_il`)} AS "eseguitoIl", a.azione,
        a.username AS utente, coalesce(u.nome || ' ' || u.cognome, a.username) AS nominativo, a.ruolo,
        a.stato_da AS "statoDa", da.descrizione AS "descrizioneStatoDa",
        a.stato_a AS "statoA", verso.descrizione AS "descrizioneStatoA", a.note
      FROM domanda_audit a
      LEFT JOIN utente u ON u.username = a.username
      LEFT JOIN stato_domanda da ON da.id_stato = a.stato_da
      LEFT JOIN stato_domanda verso ON verso.id_stato = a.stato_a
      WHERE a.id_domanda = ${idDomanda} ORDER BY a.id_audit`,
  );
  return voci.map((voce) => {
    const ruolo = descrizioneRuolo(voce.ruolo);
    return {
      ...voce,
      // The client's id stays in `utente`: people read the portal by its role's name.
      nominativo: voce.ruolo === PORTALE_ESTERNO ? ruolo : voce.nominativo,
      descrizioneAzione: NOMI_AZIONI[voce.azione] ?? voce.azione,
      descrizioneRuolo: ruolo,
      ...(!punteggi && DI_PUNTEGGI.has(voce.azione) && { note: null }),
    };
  });
}
