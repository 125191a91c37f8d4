import { listaDomandePath } from '../../resources/domande/percorsi';
import type { Anticipo } from './risposteAnticipate';

/** A food-district call's list shares the prefix, but lists applications, not programmes (resources/domande). */
const PREFISSO_DOMANDE = listaDomandePath('').slice(1);

/**
 * A call's programme list (`/listaProgrammi{tipologia}/:idBando`, resources/programmi/routes.tsx): its page is
 * fetched while the person is signed in, its first answers asked as soon as they are. Any other address: nothing.
 */
export const anticipoDi = (pathname: string, base: string): Promise<Anticipo | undefined> | undefined => {
  if (pathname.startsWith(`${base}${PREFISSO_DOMANDE}`)) return undefined;
  const idBando = new RegExp(`^${base}listaProgrammi[^/]*/([^/]+)/?$`).exec(pathname)?.[1];
  return idBando === undefined
    ? undefined
    : import('../../resources/programmi/anticipo')
        .then((module) => module.anticipaListaProgrammi(decodeURIComponent(idBando)))
        // Whatever fails here (a chunk not fetched, an address not decodable), the page asks for itself as elsewhere.
        .catch(() => undefined);
};
