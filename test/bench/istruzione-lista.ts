import { PgDialect } from 'drizzle-orm/pg-core';
import type { Principal } from '../../server/src/auth/principal';
import { pageOf, sortOf } from '../../server/src/http/paging';
import { ORDINE_PREDEFINITO, sqlListaProgrammi, type Giorno } from '../../server/src/modules/programma/repository';
import { ORDINE_PREDEFINITO as ORDINE_DOMANDE, sqlListaDomande } from '../../server/src/modules/domanda/lista';
import type { ListaDomandeQuery } from '../../contract/domande/record';
import type { ListaProgrammiQuery } from '../../contract/programmi/record';

/** A statement as node-postgres sends it: text with $n placeholders and the values bound to them. */
export interface Istruzione {
  readonly text: string;
  readonly params: readonly unknown[];
}

/**
 * The statement the server runs for `getListaProgrammiInvestimento` with this (already validated) query, built by the
 * route's own code: the same builder, default order and paging. When the page holds rows, it is the only statement.
 */
export function istruzioneLista(principal: Principal, giorno: Giorno, query: ListaProgrammiQuery): Istruzione {
  const { pagina } = sqlListaProgrammi(principal, giorno, query, sortOf(query, ORDINE_PREDEFINITO), pageOf(query));
  const { sql, params } = new PgDialect().sqlToQuery(pagina);
  return { text: sql, params };
}

/** The query string a browser sends for it. */
export function querystring(query: ListaProgrammiQuery | ListaDomandeQuery): string {
  const parametri = new URLSearchParams();
  for (const [nome, valore] of Object.entries(query)) if (valore !== undefined) parametri.set(nome, String(valore));
  return parametri.toString();
}

/** The same for `getListaDomande`: the statement of its page, with the route's builder, default order and paging. */
export function istruzioneListaDomande(principal: Principal, query: ListaDomandeQuery): Istruzione {
  const { pagina } = sqlListaDomande(principal, query, sortOf(query, ORDINE_DOMANDE), pageOf(query));
  const { sql, params } = new PgDialect().sqlToQuery(pagina);
  return { text: sql, params };
}
