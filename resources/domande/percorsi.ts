/** The application pages at their legacy deep links. */
export const listaDomandePath = (idBando: number | string) => `/listaProgrammiDC/${idBando}`;

export const dettaglioDomandaPath = (idBando: number | string, idDomanda: number | string, scheda?: string) =>
  `/dettaglioProgrammaDC/idBando/${idBando}/idDomanda/${idDomanda}${scheda ? `?scheda=${scheda}` : ''}`;

/** A DC call's ranking and its dashboard. */
export const graduatoriaPath = (idBando: number | string) => `/graduatoria/${idBando}`;

export const cruscottoDomandePath = (idBando: number | string) => `/cruscottoDC/${idBando}`;
