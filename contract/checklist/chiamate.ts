import type { Static } from 'typebox';
import { VoceQuery, type Checklist, type PresenzaAllegati, type Riepilogo } from './record';
import { queryDi } from '../derivati';
import { COOR, ISTR, MINISTERO, VALI } from '../roles';
import type { ActionDeclaration, Endpoint, HttpMethod, ResourceSchema } from '../types';
import { AZIONI_CHECKLIST, type AzioneChecklist } from './schema';

/** The record shapes are the server's schemas: the contract is written once. */
export type ChecklistRecord = Static<typeof Checklist>;
export type VoceChecklist = ChecklistRecord['voci'][number];
export type RiepilogoChecklist = Static<typeof Riepilogo>;
export type PresenzaAllegatiChecklist = Static<typeof PresenzaAllegati>;

export type TipoChecklist = 'documentale' | 'verifiche' | 'subentro' | 'variazione';
/** `proponente` and `programma` are the same checklist: the legacy calls name the programme's one «…Proponente». */
export type AmbitoChecklist = 'programma' | 'proponente' | 'beneficiario';

const BASE = '/api/checklist';
const LETTORI = [COOR, ISTR, VALI, MINISTERO];

/** The calls of one kind and scope of checklist, and the id each needs. */
export interface VarianteChecklist {
  readonly tipo: TipoChecklist;
  readonly perBeneficiario: boolean;
  readonly azione: AzioneChecklist;
  /** The action names in `checklistSchema`. */
  readonly leggi: string;
  readonly salva: string;
  readonly caricaAllegato: string;
  readonly cancellaAllegato: string;
  readonly scaricaAllegato: string;
}

interface Nomi {
  readonly tipo: TipoChecklist;
  readonly perBeneficiario: boolean;
  /** Of getChecklist…/salvaChecklist…. */
  readonly compilazione: string;
  /** Of caricaAllegatoChecklist…/cancellaAllegatoChecklist…. */
  readonly allegato: string;
  /** Of downloadAllegatoChecklist…. */
  readonly download: string;
}

const NOMI: readonly Nomi[] = [
  {
    tipo: 'documentale',
    perBeneficiario: false,
    compilazione: 'DocumentaleProgramma',
    allegato: 'DocumentaleProponente',
    download: 'Proponente',
  },
  {
    tipo: 'verifiche',
    perBeneficiario: false,
    compilazione: 'VerificheProgramma',
    allegato: 'VerificheProponente',
    download: 'Proponente',
  },
  { tipo: 'subentro', perBeneficiario: false, compilazione: 'Subentro', allegato: 'Subentro', download: 'Subentro' },
  {
    tipo: 'variazione',
    perBeneficiario: false,
    compilazione: 'Variazione',
    allegato: 'Variazione',
    download: 'Variazione',
  },
  {
    tipo: 'documentale',
    perBeneficiario: true,
    compilazione: 'DocumentaleBeneficiario',
    allegato: 'DocumentaleBeneficiario',
    download: 'Beneficiario',
  },
  {
    tipo: 'verifiche',
    perBeneficiario: true,
    compilazione: 'VerificheBeneficiario',
    allegato: 'VerificheBeneficiario',
    download: 'Beneficiario',
  },
];

const AZIONE_DI: Readonly<Record<TipoChecklist, AzioneChecklist>> = {
  documentale: 'compila',
  verifiche: 'compila',
  subentro: 'compilaSubentro',
  variazione: 'compilaVariazione',
};

const chiamata = (method: HttpMethod, call: string, path: string, rest: Partial<Endpoint> = {}): Endpoint => ({
  method,
  path: `${BASE}/${call}${path}`,
  operationId: call,
  ...rest,
});
const lettura = (label: string, endpoint: Endpoint): ActionDeclaration => ({ label, roles: LETTORI, endpoint });
const scrittura = (azione: AzioneChecklist, endpoint: Endpoint): ActionDeclaration => ({
  ...AZIONI_CHECKLIST[azione],
  endpoint,
});

const variante = ({ tipo, perBeneficiario, compilazione }: Nomi): VarianteChecklist => ({
  tipo,
  perBeneficiario,
  azione: AZIONE_DI[tipo],
  leggi: `leggi${compilazione}`,
  salva: `salva${compilazione}`,
  caricaAllegato: `caricaAllegato${compilazione}`,
  cancellaAllegato: `cancellaAllegato${compilazione}`,
  scaricaAllegato: `scaricaAllegato${compilazione}`,
});

/**
 * The calls of a kind and scope; `undefined` for a combination the service does not have (a beneficiary's takeover).
 */
export function varianteChecklist(tipo: TipoChecklist, ambito: AmbitoChecklist): VarianteChecklist | undefined {
  const nomi = NOMI.find(
    (candidate) => candidate.tipo === tipo && candidate.perBeneficiario === (ambito === 'beneficiario'),
  );
  return nomi && variante(nomi);
}

function azioniDi(nomi: Nomi): Record<string, ActionDeclaration> {
  const { leggi, salva, caricaAllegato, cancellaAllegato, scaricaAllegato, azione } = variante(nomi);
  const chiave = nomi.perBeneficiario ? '{idBeneficiario}' : '{idProgrammaInvestimento}';
  // The closing saves (takeover, variation) are the programme's own actions, whose path names `{id}`.
  const chiaveSalva = nomi.tipo === 'subentro' || nomi.tipo === 'variazione' ? '{id}' : chiave;
  return {
    [leggi]: lettura('Checklist', chiamata('GET', `getChecklist${nomi.compilazione}`, `/${chiave}`)),
    [salva]: scrittura(
      azione,
      chiamata('POST', `salvaChecklist${nomi.compilazione}`, `/${chiaveSalva}`, { body: 'json' }),
    ),
    [caricaAllegato]: scrittura(
      azione,
      chiamata('POST', `caricaAllegatoChecklist${nomi.allegato}`, '/{idChecklist}', { body: 'multipart' }),
    ),
    // `idVoce`: an item's file (in the upload it is a multipart field); without it, the checklist's own document.
    [cancellaAllegato]: scrittura(
      azione,
      chiamata('DELETE', `cancellaAllegatoChecklist${nomi.allegato}`, '/{idChecklist}', queryDi(VoceQuery)),
    ),
    [scaricaAllegato]: lettura(
      'Scarica',
      chiamata('GET', `downloadAllegatoChecklist${nomi.download}`, '/{idDocumentaleAllegato}', { download: true }),
    ),
  };
}

/** The signed takeover and variation checklists; the download and delete paths are the legacy client's. */
function firmataDi(nome: 'Subentro' | 'Variazione'): Record<string, ActionDeclaration> {
  const azione = nome === 'Subentro' ? 'compilaSubentro' : 'compilaVariazione';
  const path = '/{idProgrammaInvestimento}';
  return {
    [`caricaFirmata${nome}`]: scrittura(
      azione,
      chiamata('POST', `caricaChecklist${nome}`, path, { body: 'multipart' }),
    ),
    [`scaricaFirmata${nome}`]: lettura(
      'Scarica',
      chiamata('GET', `api/checklist/downloadChecklist${nome}`, path, {
        download: true,
        operationId: `downloadChecklist${nome}`,
      }),
    ),
    [`eliminaFirmata${nome}`]: scrittura(
      azione,
      chiamata('DELETE', `api/eliminaChecklist${nome}`, path, { operationId: `eliminaChecklist${nome}` }),
    ),
    [`verificaFirmata${nome}`]: lettura(
      'Esiste la checklist firmata',
      chiamata('GET', `verificaEsistenzaChecklist${nome}`, path),
    ),
  };
}

/**
 * The calls of the checklist service, as named actions of one resource with no pages of its own. Who may run
 * them is `checklistPolicy` (`contract/checklist/schema.ts`), which `canAccess` reads under the same name.
 */
export const checklistSchema: ResourceSchema = {
  name: 'checklist',
  idField: 'idChecklist',
  label: { one: 'Checklist', many: 'Checklist' },
  fields: [],
  access: {},
  /** No list or record calls: only the named actions below. */
  endpoints: {},
  actions: {
    ...Object.assign({}, ...NOMI.map(azioniDi)),
    ...firmataDi('Subentro'),
    ...firmataDi('Variazione'),
    riepilogo: lettura(
      'Riepilogo delle checklist',
      chiamata('GET', 'riepilogoChecklist', '/{idProgrammaInvestimento}'),
    ),
    presenzaAllegati: lettura(
      'Allegati delle checklist',
      chiamata('GET', 'verificaPresenzaAllegatiChecklist', '/{idProgrammaInvestimento}'),
    ),
    scaricaAllegati: lettura(
      'Scarica tutti gli allegati delle checklist',
      chiamata('GET', 'downloadAllegatiChecklist', '/{idProgrammaInvestimento}', { download: true }),
    ),
  },
};
