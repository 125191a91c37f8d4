import type { Role } from '../../../contract/roles';
import type { Esito, Famiglia, Operazione, OperazioneDomanda, Relazione, Rotta } from './tipi';

/**
 * The rule for one cell: an operation the role never does is refused (403) whatever the record; a
 * record the role does not see is not found (404); a state the operation does not start from is a conflict (409).
 */
export function esitoOperazione<Stato extends string>(
  righe: readonly Operazione<Stato>[],
  ruolo: Role,
  stato: Stato,
  vede: boolean,
): Esito {
  const delRuolo = righe.filter((riga) => riga.chi.includes(ruolo));
  if (delRuolo.length === 0) return 403;
  if (!vede) return 404;
  return delRuolo.some((riga) => riga.da.includes(stato)) ? 'consentito' : 409;
}

/** A family's cell on a record that does not exist (or on no record). */
export function esitoFamiglia(famiglia: Famiglia, ruolo: Role): Esito {
  if (!famiglia.chi.includes(ruolo)) return 403;
  return famiglia.ambito === 'elenco' ? 'consentito' : 404;
}

/** A family's read of a real programme the role may read: found when the role sees it. */
export const esitoLettura =
  (famiglia: Famiglia, ruolo: Role, vede: (relazione: Relazione) => boolean) =>
  (relazione: Relazione): Esito =>
    !famiglia.chi.includes(ruolo) ? 403 : vede(relazione) ? 'consentito' : 404;

/** The operations' rows grouped by route, as the server serves them. */
export function perRotta<Riga extends { readonly rotte: readonly Rotta[] }>(
  righe: readonly Riga[],
): Map<Rotta, Riga[]> {
  const rotte = new Map<Rotta, Riga[]>();
  for (const riga of righe) for (const rotta of riga.rotte) rotte.set(rotta, [...(rotte.get(rotta) ?? []), riga]);
  return rotte;
}

/**
 * The rule for one cell on an application: a role that never does it, 403; an application the role does not
 * see, 404; a state it does not start from, 409 (403 for a read not open yet); another instructor than the one in
 * charge, 403.
 */
export function esitoDomanda<Stato extends string>(
  righe: readonly OperazioneDomanda<Stato>[],
  ruolo: Role,
  stato: Stato,
  relazione: Relazione,
  vede: boolean,
): Esito {
  const delRuolo = righe.filter((riga) => riga.chi.includes(ruolo));
  if (delRuolo.length === 0) return 403;
  if (!vede) return 404;
  const dalloStato = delRuolo.filter((riga) => riga.da.includes(stato));
  if (dalloStato.length === 0) return delRuolo.some((riga) => riga.fuoriStato === 403) ? 403 : 409;
  return dalloStato.some((riga) => !riga.soloInCarico || relazione === 'proprio') ? 'consentito' : 403;
}
