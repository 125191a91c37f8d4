import { sql, type SQL } from 'drizzle-orm';
import { AZIONI_DOMANDA } from '../../../../contract/domande/azioni';
import { INCARICHI_DOMANDA, type IncaricoDomandaDichiarato } from '../../../../contract/domande/incarichi';
import type { IncaricoDomanda } from '../../../../contract/domande/record';
import type { StatoDomanda } from '../../../../contract/domande/stati';
import type { Role } from '../../../../contract/roles';
import type { Principal } from '../../auth/principal';
import type { AppDatabase } from '../../db/database';
import { conTotale, iso, lista, pagina } from '../../db/sql';
import type { PageRequest, SortRequest } from '../../http/paging';
import { oggiInItalia } from '../../engine/clock';
import { mancanzeDomanda } from './completezza';
import { dettaglio } from './repository';
import { visibiliPerRuolo } from './visibility';

const statiDi = (incarico: IncaricoDomandaDichiarato): readonly StatoDomanda[] =>
  incarico.stati ??
  (incarico.azione ? (AZIONI_DOMANDA[incarico.azione] as { states?: readonly StatoDomanda[] }).states : undefined) ??
  [];

/** The roles whose queue an application enters with this state, to be told of it; the one in charge knows already. */
export function ruoliInAttesa(stato: string): Role[] {
  return (Object.entries(INCARICHI_DOMANDA) as [Role, readonly IncaricoDomandaDichiarato[]][])
    .filter(([, incarichi]) => incarichi.some((i) => !i.soloInCarico && statiDi(i).includes(stato as StatoDomanda)))
    .map(([ruolo]) => ruolo);
}

function selezione(principal: Principal, ruolo: Role, incarico: IncaricoDomandaDichiarato): SQL {
  const inCarico = incarico.soloInCarico ? sql`AND d.istruttore_in_carico = ${principal.username}` : sql``;
  return sql`SELECT d.id_domanda AS "idDomanda", d.id_bando AS "idBando", d.cuaa_proponente AS "cuaaProponente",
      d.denominazione, d.id_stato AS "idStato", s.descrizione AS "descrizioneStato", d.stato_dal,
      ${incarico.azione ?? null}::text AS azione, ${incarico.descrizione}::text AS "descrizioneIncarico"
    FROM domanda d JOIN stato_domanda s ON s.id_stato = d.id_stato
    WHERE d.id_stato IN (${lista(statiDi(incarico))}) AND ${visibiliPerRuolo(principal, ruolo)} ${inCarico}`;
}

const ORDINE: Readonly<Record<string, SQL>> = {
  statoDal: sql`stato_dal`,
  idDomanda: sql`"idDomanda"`,
  denominazione: sql`lower(denominazione)`,
};

/** The person's work queue: for each of their roles, the applications of its scope waiting for them. */
export async function incarichiDi(
  db: AppDatabase,
  principal: Principal,
  ordine: SortRequest<'statoDal' | 'idDomanda' | 'denominazione'>,
  page?: PageRequest,
): Promise<{ rows: IncaricoDomanda[]; total: number }> {
  const parti = principal.roles.flatMap((ruolo) =>
    (INCARICHI_DOMANDA[ruolo] ?? []).map((incarico) => selezione(principal, ruolo, incarico)),
  );
  if (parti.length === 0) return { rows: [], total: 0 };
  const unione = sql.join(parti, sql` UNION ALL `);
  const direzione = sql.raw(ordine.order);
  const { rows, total } = await conTotale<IncaricoDomanda>(
    db,
    (total) => sql`SELECT "idDomanda", "idBando", "cuaaProponente", denominazione, "idStato", "descrizioneStato",
        ${iso(sql`stato_dal`)} AS "statoDal", azione, "descrizioneIncarico", ${total}
      FROM (${unione}) i ORDER BY ${ORDINE[ordine.field]} ${direzione}, "idDomanda" ${pagina(page)}`,
    sql`(${unione}) i`,
    page,
  );
  return { rows: await Promise.all(rows.map((riga) => conPrimaMancanza(db, principal, riga))), total };
}

/** A draft to complete says where its work is: the first thing its forwarding would find missing. */
async function conPrimaMancanza(db: AppDatabase, principal: Principal, riga: IncaricoDomanda) {
  if (riga.azione !== 'inoltra') return riga;
  const domanda = await dettaglio(db, riga.idDomanda, sql`true`, principal.username);
  if (!domanda) return riga;
  const [primaMancanza = null] = Object.keys(await mancanzeDomanda(db, domanda, oggiInItalia()));
  return { ...riga, primaMancanza };
}
