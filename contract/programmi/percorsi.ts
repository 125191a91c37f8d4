/** The addresses of the programme pages and of the call's dashboard, linked by the browser and the notifications. */
export const listaProgrammiPath = (idBando: number | string) => `/listaProgrammi/${idBando}`;

export const dettaglioProgrammaPath = (idBando: number | string, idProgramma: number | string) =>
  `/dettaglioProgrammaInvestimento/idBando/${idBando}/idProgrammaInvestimento/${idProgramma}`;

export const cruscottoPath = (idBando: number | string) => `/cruscotto/${idBando}`;
