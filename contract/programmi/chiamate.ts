import type { Endpoint } from '../types';
import { AZIONI_PROGRAMMA } from './azioni';

/** A read of one programme, `{id}` its idProgrammaInvestimento, that no list or action of `programmi` declares. */
const lettura = (call: string, param = 'id'): Endpoint => ({
  method: 'GET',
  path: `/api/programma/${call}/{${param}}`,
  operationId: call,
});

/** The programme service's reads shown inside the programme's page, each at its one path. */
export const LETTURE_PROGRAMMA = {
  getCodiciCupAndCore: lettura('getCodiciCupAndCore'),
  getSoggetto: lettura('getSoggetto', 'idUtente'),
  visualizzaEsitoIsmea: lettura('visualizzaEsitoIsmea'),
  visualizzaIntegrazioni: lettura('visualizzaIntegrazioni'),
  visualizzaNoteRegione: lettura('visualizzaNoteRegione'),
  verificaParereRegione: lettura('verificaParereRegione'),
  listaInvestimentiRegione: lettura('listaInvestimentiRegione'),
  verificaChecklist: lettura('verificaChecklist'),
  getNoteRichiestaIntegrazione: lettura('getNoteRichiestaIntegrazione'),
  getNoteRichiestaValidazione: lettura('getNoteRichiestaValidazione'),
  getNoteValidazione: lettura('getNoteValidazione'),
} as const satisfies Record<string, Endpoint>;

/**
 * The spec does not show the method of `richiestaIntegrazioneIsmea`: besides the action's PUT, the same call is
 * served as POST.
 */
export const ALTRI_METODI_PROGRAMMA = {
  richiestaIntegrazioneIsmea: { ...AZIONI_PROGRAMMA.richiestaIntegrazioneIsmea.endpoint, method: 'POST' },
} as const satisfies Record<string, Endpoint>;
