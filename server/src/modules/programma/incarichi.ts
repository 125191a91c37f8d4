import { sql, type SQL } from 'drizzle-orm';
import { AZIONI_PROGRAMMA } from '../../../../contract/programmi/azioni';
import {
  INCARICHI_PROGRAMMA,
  type CondizioneIncarico,
  type Incarico as IncaricoDiRuolo,
} from '../../../../contract/programmi/incarichi';
import { programmiSchema } from '../../../../contract/programmi/schema';
import type { StatoProgramma } from '../../../../contract/programmi/stati';
import type { Role } from '../../../../contract/roles';
import type { ActionPolicy } from '../../../../contract/types';
import type { Principal } from '../../auth/principal';
import type { AppDatabase } from '../../db/database';
import { conTotale, iso, lista, oppure, pagina } from '../../db/sql';
import type { PageRequest, SortRequest } from '../../http/paging';
import { campiOrologio, integrazioneScaduta } from './clock';
import { DA_PROGRAMMI, ordine, type Giorno } from './repository';
import type { Incarico } from '../../../../contract/programmi/record';
import { predicatoScope } from './visibility';

export const statiDi = (incarico: IncaricoDiRuolo): readonly StatoProgramma[] =>
  incarico.stati ??
  (incarico.azione
    ? (((AZIONI_PROGRAMMA[incarico.azione] as ActionPolicy).states as readonly StatoProgramma[]) ?? [])
    : []);

const voci = (roles: readonly Role[]) =>
  roles.flatMap((ruolo) => (INCARICHI_PROGRAMMA[ruolo] ?? []).map((incarico) => ({ ruolo, incarico })));

/** The roles whose queue a programme enters with this state (entries with a condition wait for their action). */
export function ruoliInAttesa(stato: string): Role[] {
  return voci(Object.keys(INCARICHI_PROGRAMMA) as Role[])
    .filter(({ incarico }) => !incarico.condizione && (statiDi(incarico) as readonly string[]).includes(stato))
    .map(({ ruolo }) => ruolo);
}

const CONDIZIONI: Readonly<Record<CondizioneIncarico, (principal: Principal, giorno: Giorno) => SQL>> = {
  parereRichiesto: ({ codRegione }) =>
    sql`EXISTS (SELECT 1 FROM programma_parere_regione pr
      WHERE pr.id_programma_investimento = p.id_programma_investimento
      AND pr.esito IS NULL AND pr.cod_regione = ${codRegione ?? null})`,
  integrazioneScaduta: (_principal, { oggi, regole }) => integrazioneScaduta(oggi, regole),
};

function predicato(ruolo: Role, incarico: IncaricoDiRuolo, principal: Principal, giorno: Giorno): SQL {
  const scope = programmiSchema.visibility?.[ruolo];
  const stati = statiDi(incarico);
  if (!scope || stati.length === 0) return sql`false`;
  const condizione = incarico.condizione ? CONDIZIONI[incarico.condizione](principal, giorno) : sql`true`;
  return sql`(${predicatoScope(scope, principal)} AND p.id_stato IN (${lista(stati)}) AND ${condizione})`;
}

const ORDINAMENTO = {
  statoDal: sql`p.stato_dal`,
  idProgrammaInvestimento: sql`p.id_programma_investimento`,
  denominazione: sql`lower(p.denominazione)`,
};

/** The person's work queue (`getListaIncarichi`): the oldest waiting first unless sorted otherwise. */
export function listaIncarichi(
  db: AppDatabase,
  principal: Principal,
  giorno: Giorno,
  sort: SortRequest<keyof typeof ORDINAMENTO>,
  page?: PageRequest,
) {
  const mie = voci(principal.roles).map(({ ruolo, incarico }) => ({
    incarico,
    quando: predicato(ruolo, incarico, principal, giorno),
  }));
  const where = oppure(mie.map(({ quando }) => quando));
  const caso = (valore: (incarico: IncaricoDiRuolo) => string | null) =>
    mie.length === 0
      ? sql`NULL`
      : sql`CASE ${sql.join(
          mie.map(({ incarico, quando }) => sql`WHEN ${quando} THEN ${valore(incarico)}`),
          sql` `,
        )} END`;
  return conTotale<Incarico>(
    db,
    (total) => sql`SELECT p.id_programma_investimento AS "idProgrammaInvestimento", p.id_bando AS "idBando", p.cuaa,
        p.denominazione, p.cod_regione AS "codRegione", p.id_stato AS "idStato", s.descrizione AS "descrizioneStato",
        ${iso(sql`p.stato_dal`)} AS "statoDal", ${caso((i) => i.azione ?? null)}::text AS azione,
        ${caso((i) => i.descrizione)}::text AS "descrizioneIncarico", ${campiOrologio(giorno.oggi, giorno.regole)},
        ${total}
      FROM ${DA_PROGRAMMI} WHERE ${where} ORDER BY ${ordine(ORDINAMENTO, sort)} ${pagina(page)}`,
    sql`${DA_PROGRAMMI} WHERE ${where}`,
    page,
  );
}
