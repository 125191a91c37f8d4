import type { Endpoint } from '../types';

/**
 * Which of a programme's state actions the reader could take now, and for each that is refused the server's own
 * reasons (the list a 409 would give), so the programme's page can explain them before the click.
 */
export const azioniPossibiliProgramma: Endpoint = {
  method: 'GET',
  path: '/api/programma/getAzioniPossibili/{id}',
  operationId: 'getAzioniPossibiliProgramma',
};
