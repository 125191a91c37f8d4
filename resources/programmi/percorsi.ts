/** The legacy deep links for programmes, and the call's dashboard. */
export const listaProgrammiPath = (idBando: number | string) => `/listaProgrammi/${idBando}`;

export const dettaglioProgrammaPath = (idBando: number | string, idProgramma: number | string) =>
  `/dettaglioProgrammaInvestimento/idBando/${idBando}/idProgrammaInvestimento/${idProgramma}`;

export const cruscottoPath = (idBando: number | string) => `/cruscotto/${idBando}`;
