import type { Endpoint } from '../types';

/**
 * Which of an application's transitions the reader could take now, and for each that is refused the server's own
 * reasons (the list a 409 would give), so the page can explain them before the click.
 */
export const azioniPossibiliDomanda: Endpoint = {
  method: 'GET',
  path: '/apigen/domanda/getAzioniPossibili/{idDomanda}',
  operationId: 'getAzioniPossibili',
};

/** The same for a food-district call's ranking: whether the ministry may finalise it now. */
export const azioniPossibiliGraduatoria: Endpoint = {
  method: 'GET',
  path: '/apigen/graduatoria/getAzioniPossibili/{idBando}',
  operationId: 'getAzioniPossibiliGraduatoria',
};
