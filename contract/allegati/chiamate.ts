import type { Static } from 'typebox';
import {
  CaricaBeneficiarioQuery,
  CaricaProponenteQuery,
  IntegrazioneQuery,
  type AllegatoDossier,
  type AllegatoProgramma,
  type Categoria,
  type Tipologia,
} from './record';
import { queryDi } from '../derivati';
import { COOR, ISTR, MINISTERO, PROPONENTE, REGIONE, VALI } from '../roles';
import type { Role } from '../roles';
import type { ActionDeclaration, Endpoint, HttpMethod, ResourceSchema } from '../types';
import { AZIONI_ALLEGATO, type AzioneAllegato } from './schema';

/** The record shapes are the server's schemas: the contract is written once. */
export type AllegatoDossierRecord = Static<typeof AllegatoDossier>;
export type AllegatoProgrammaRecord = Static<typeof AllegatoProgramma>;
export type CategoriaAllegato = Static<typeof Categoria>;
export type TipologiaAllegato = Static<typeof Tipologia>;

const BASE = '/api/allegato';
const LETTORI: readonly Role[] = [COOR, ISTR, VALI, MINISTERO, PROPONENTE, REGIONE];

const chiamata = (method: HttpMethod, call: string, path: string, rest: Partial<Endpoint> = {}): Endpoint => ({
  method,
  path: `${BASE}/${call}${path}`,
  operationId: call,
  ...rest,
});
const lettura = (label: string, call: string, path: string, rest: Partial<Endpoint> = {}): ActionDeclaration => ({
  label,
  roles: LETTORI,
  endpoint: chiamata('GET', call, path, rest),
});
const scrittura = (azione: AzioneAllegato, endpoint: Endpoint): ActionDeclaration => ({
  ...AZIONI_ALLEGATO[azione],
  endpoint,
});
const scaricamento = (label: string, call: string, path: string) => lettura(label, call, path, { download: true });
const multipart = { body: 'multipart' } as const;

/**
 * The calls of the attachment service, as named actions of one resource with no pages of its own: the
 * attachment grids and the programme's 'Allegati' tab run them. Who may run them is `allegatiPolicy`
 * (`contract/allegati/schema.ts`), which `canAccess` reads under the same name.
 */
export const allegatiSchema: ResourceSchema = {
  name: 'allegati',
  idField: 'idAllegato',
  label: { one: 'Allegato', many: 'Allegati' },
  fields: [],
  access: {},
  /** No list or record calls: only the named actions below. */
  endpoints: {},
  actions: {
    categorieProponente: lettura('Categorie di allegato del proponente', 'getCategorieAllegatoProponente', '/'),
    categorieBeneficiario: lettura(
      'Categorie di allegato del beneficiario',
      'getCategorieAllegatoBeneficiario',
      '/{idProgrammaInvestimento}',
    ),
    tipologie: lettura('Tipologie di allegato', 'getTipologieAllegato', '/{idCategoria}'),

    listaProponente: lettura('Allegati del proponente', 'listaAllegatiProponente', '/{idProponente}'),
    caricaProponente: scrittura(
      'allegatiProponente',
      chiamata('POST', 'caricaAllegatoProponente', '', {
        ...queryDi(CaricaProponenteQuery),
        ...multipart,
      }),
    ),
    scaricaProponente: scaricamento('Scarica', 'downloadAllegatoProponente', '/{idAllegato}'),
    cancellaProponente: scrittura(
      'allegatiProponente',
      chiamata('DELETE', 'cancellaAllegatoProponente', '/{idProponente}/{idAllegato}'),
    ),

    listaBeneficiario: lettura('Allegati del beneficiario', 'listaAllegatiBeneficiario', '/{idBeneficiario}'),
    caricaBeneficiario: scrittura(
      'allegatiBeneficiario',
      chiamata('POST', 'caricaAllegatoBeneficiario', '', {
        ...queryDi(CaricaBeneficiarioQuery),
        ...multipart,
      }),
    ),
    scaricaBeneficiario: scaricamento('Scarica', 'downloadAllegatoBeneficiario', '/{idAllegato}'),
    cancellaBeneficiario: scrittura(
      'allegatiBeneficiario',
      chiamata('DELETE', 'cancellaAllegatoBeneficiario', '/{idBeneficiario}/{idAllegato}'),
    ),
    scaricaStoricizzati: scaricamento(
      'Scarica allegati storicizzati',
      'downloadAllegatiStoricizzati',
      '/{idBeneficiario}',
    ),

    caricaApprovazione: scrittura(
      'fileApprovazione',
      chiamata('POST', 'allegaFileApprovazione', '/{idProgrammaInvestimento}', multipart),
    ),
    cancellaApprovazione: scrittura(
      'fileApprovazione',
      chiamata('DELETE', 'cancellaFileApprovazione', '/{idProgrammaInvestimento}'),
    ),
    scaricaApprovazione: scaricamento('Scarica', 'downloadFileApprovazione', '/{idProgrammaInvestimento}'),
    verificaApprovazione: lettura(
      'Esiste il file di approvazione',
      'verificaEsistenzaFileApprovazione',
      '/{idProgrammaInvestimento}',
    ),

    caricaRichiestaIntegrazione: scrittura(
      'fileRichiestaIntegrazione',
      chiamata('POST', 'allegaFileRichiestaIntegrazione', '/{idProgrammaInvestimento}', multipart),
    ),
    cancellaRichiestaIntegrazione: scrittura(
      'fileRichiestaIntegrazione',
      chiamata('DELETE', 'cancellaFileRichiestaIntegrazione', '/{idProgrammaInvestimento}'),
    ),
    scaricaRichiestaIntegrazione: scaricamento(
      'Scarica',
      'downloadFileRichiestaIntegrazione',
      '/{idProgrammaInvestimento}',
    ),
    verificaRichiestaIntegrazione: lettura(
      'Esiste la lettera di richiesta integrazione',
      'verificaEsistenzaFileRichiestaIntegrazione',
      '/{idProgrammaInvestimento}',
    ),

    caricaControDeduzioni: scrittura(
      'controDeduzioni',
      chiamata('POST', 'caricaControDeduzioni', '/{idProgrammaInvestimento}', multipart),
    ),
    cancellaControDeduzioni: scrittura(
      'controDeduzioni',
      chiamata('DELETE', 'eliminaControDeduzioni', '/{idProgrammaInvestimento}'),
    ),
    scaricaControDeduzioni: scaricamento('Scarica', 'downloadControDeduzioni', '/{idProgrammaInvestimento}'),
    /** The counter-deductions have no `verificaEsistenza…` in the attachment service: the programme service says it. */
    verificaControDeduzioni: {
      label: 'Controdeduzioni caricate',
      roles: LETTORI,
      endpoint: {
        method: 'GET',
        path: '/api/programma/verificaControDeduzioni/{id}',
        operationId: 'verificaControDeduzioni',
      },
    },

    listaIntegrazioni: lettura('Allegati di integrazione', 'listaAllegatiIntegrazione', '/{idProgrammaInvestimento}'),
    caricaIntegrazione: scrittura(
      'allegatiIntegrazione',
      chiamata('POST', 'caricamentoAllegatiIntegrazione', '', {
        ...queryDi(IntegrazioneQuery),
        ...multipart,
      }),
    ),
    cancellaIntegrazione: scrittura(
      'allegatiIntegrazione',
      chiamata('DELETE', 'cancellaAllegatiIntegrazione', '/{idProgrammaInvestimento}/{idAllegato}'),
    ),
  },
};
