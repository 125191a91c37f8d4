import type { Static } from 'typebox';
import type { StoricoImporto } from '../programmi/record';
import type { Copertura, Fabbisogno, Fase, Investimento } from './record-importi';
import type { DatiEsl } from './record-esl';
import type { VoceStorico } from './record';
import { REGIONI } from '../programmi/regioni';
import { RUOLI_CON_NOME } from '../roles';
import { DEL_PROGRAMMA } from '../programmi/letture';
import { VEDENTI_PROGRAMMI } from '../programmi/vedenti';
import { elenco } from '../elenco';
import type { ActionDeclaration, FieldDeclaration, ParentOfList, ResourceSchema } from '../types';
import { AZIONI_BENEFICIARIO } from './azioni';

const BASE = '/api/beneficiario';

/** The lists read under one beneficiary. */
export const DEL_BENEFICIARIO: ParentOfList = { resource: 'beneficiari', param: 'idBeneficiario' };

const delBeneficiario = (call: string) => `${BASE}/${call}/{idBeneficiario}`;

/**
 * Saving a list is editing the beneficiary: the server checks `action:modifica` of `beneficiari`, so do these rules.
 */
const { roles, statesByRole, appliesTo } = AZIONI_BENEFICIARIO.modifica;
const salvataggio = (label: string, method: 'PUT' | 'POST', call: string): { salva: ActionDeclaration } => ({
  salva: {
    label,
    roles,
    statesByRole,
    appliesTo,
    endpoint: { method, path: delBeneficiario(call), body: 'json', operationId: call },
  },
});

const importo: FieldDeclaration = { source: 'importo', label: 'Importo', type: 'currency', required: true };
const descrizione: FieldDeclaration = { source: 'descrizione', label: 'Descrizione', type: 'text', required: true };

export type InvestimentoRecord = Static<typeof Investimento>;
export type FabbisognoRecord = Static<typeof Fabbisogno>;
export type CoperturaRecord = Static<typeof Copertura>;
export type FaseRecord = Static<typeof Fase>;
export type VoceStoricoBeneficiario = Static<typeof VoceStorico>;
export type VoceStoricoImporti = Static<typeof StoricoImporto>;
export type EslRecord = DatiEsl;

export const TIPI_COPERTURA = [
  { id: 'CONTRIBUTO_CAPITALE', name: 'Contributo in conto capitale' },
  { id: 'FINANZIAMENTO_AGEVOLATO', name: 'Finanziamento agevolato' },
  { id: 'FINANZIAMENTO_BANCARIO', name: 'Finanziamento bancario' },
  { id: 'MEZZI_PROPRI', name: 'Mezzi propri' },
] as const;

/**
 * The lists of a beneficiary, read and saved whole by its tabs. They have no pages of their own: who reads them is
 * whoever sees the beneficiary, who saves them the `modifica` rule of `beneficiari`.
 */
export const investimentiSchema: ResourceSchema<InvestimentoRecord> = {
  ...elenco<InvestimentoRecord>({
    name: 'investimentiBeneficiario',
    idField: 'idInvestimento',
    label: { one: 'Investimento', many: 'Investimenti' },
    fields: [
      descrizione,
      { source: 'codRegione', label: 'Regione', type: 'select', required: true, choices: REGIONI },
      importo,
    ],
    path: delBeneficiario('listaInvestimentiBeneficiario'),
    parent: DEL_BENEFICIARIO,
  }),
  actions: salvataggio('Salva investimenti', 'PUT', 'modificaInvestimentoBeneficiario'),
};

export const fabbisogniSchema: ResourceSchema<FabbisognoRecord> = {
  ...elenco<FabbisognoRecord>({
    name: 'fabbisogniBeneficiario',
    idField: 'idFabbisogno',
    label: { one: 'Fabbisogno', many: 'Fabbisogni' },
    fields: [descrizione, importo],
    path: delBeneficiario('listaFabbisogniBeneficiario'),
    parent: DEL_BENEFICIARIO,
  }),
  actions: salvataggio('Salva fabbisogni', 'PUT', 'modificaFabbisogniBeneficiario'),
};

export const copertureSchema: ResourceSchema<CoperturaRecord> = {
  ...elenco<CoperturaRecord>({
    name: 'copertureBeneficiario',
    idField: 'idCopertura',
    label: { one: 'Copertura', many: 'Coperture' },
    fields: [
      { source: 'tipo', label: 'Fonte di copertura', type: 'select', required: true, choices: TIPI_COPERTURA },
      importo,
    ],
    path: delBeneficiario('listaCopertureBeneficiario'),
    parent: DEL_BENEFICIARIO,
  }),
  actions: salvataggio('Salva coperture', 'PUT', 'modificaCoperturaBeneficiario'),
};

export const cronoprogrammaSchema: ResourceSchema<FaseRecord> = {
  ...elenco<FaseRecord>({
    name: 'cronoprogrammaBeneficiario',
    idField: 'idFase',
    label: { one: 'Fase', many: 'Cronoprogramma' },
    fields: [
      { source: 'descrizione', label: 'Fase', type: 'text', required: true },
      { source: 'dataInizio', label: 'Data inizio', type: 'date', required: true },
      { source: 'dataFine', label: 'Data fine', type: 'date', required: true },
    ],
    path: delBeneficiario('listaCronoprogramma'),
    parent: DEL_BENEFICIARIO,
  }),
  actions: salvataggio('Salva cronoprogramma', 'POST', 'modificaCronoprogramma'),
};

export const storicoBeneficiarioSchema = elenco<VoceStoricoBeneficiario>({
  name: 'storicoBeneficiario',
  idField: 'idStorico',
  label: { one: 'Modifica', many: 'Storico del beneficiario' },
  fields: [
    { source: 'eseguitoIl', label: 'Data', type: 'datetime' },
    { source: 'codiceFiscale', label: 'Codice fiscale', type: 'text' },
    { source: 'descrizione', label: 'Operazione', type: 'text' },
    { source: 'note', label: 'Note', type: 'text' },
    { source: 'nominativo', label: 'Eseguita da', type: 'text' },
    { source: 'ruolo', label: 'Ruolo', type: 'select', choices: RUOLI_CON_NOME },
  ],
  path: delBeneficiario('getStoricoBeneficiario'),
  parent: DEL_BENEFICIARIO,
});

/** The programme's amount history ('storico importi'): the requested amount moves with the investments. */
export const storicoImportiSchema = elenco<VoceStoricoImporti>({
  name: 'storicoImportiProgramma',
  idField: 'idStorico',
  label: { one: 'Variazione', many: 'Storico degli importi del programma' },
  fields: [
    { source: 'modificatoIl', label: 'Data', type: 'datetime' },
    {
      source: 'campo',
      label: 'Importo',
      type: 'select',
      choices: [
        { id: 'importoRichiesto', name: 'Importo richiesto' },
        { id: 'importoAmmesso', name: 'Importo ammesso' },
      ],
    },
    { source: 'importoPrecedente', label: 'Prima', type: 'currency' },
    { source: 'importoNuovo', label: 'Dopo', type: 'currency' },
    { source: 'modificatoDaNome', label: 'Eseguita da', type: 'text' },
    { source: 'ruolo', label: 'Ruolo', type: 'select', choices: RUOLI_CON_NOME },
  ],
  path: '/api/programma/getStoricoImportiProgrammaInvestimento/{id}',
  parent: DEL_PROGRAMMA,
  /** Whoever sees the programme, on its own page under it (`/programmi/<id>/storicoImportiProgramma`). */
  access: { list: VEDENTI_PROGRAMMI },
});

const eslPath = (call: string) => `${BASE}/${call}/{idBeneficiario}/{idEsl}`;

/** The ESL of a beneficiary: read as one record (the computation), its terms and rates saved by two calls. */
export const eslSchema: ResourceSchema<EslRecord> = {
  name: 'eslBeneficiario',
  idField: 'idBeneficiario',
  label: { one: 'ESL', many: 'ESL' },
  fields: [
    { source: 'investimentoAmmissibile', label: 'Investimento ammissibile', type: 'currency' },
    { source: 'contributoCapitale', label: 'Contributo in conto capitale', type: 'currency' },
    { source: 'importoFinanziamento', label: 'Finanziamento agevolato', type: 'currency' },
    { source: 'durataAnni', label: 'Durata (anni, preammortamento compreso)', type: 'number', required: true },
    { source: 'preammortamentoAnni', label: 'Preammortamento (anni)', type: 'number', required: true },
    { source: 'tassoAgevolato', label: 'Tasso agevolato', type: 'percentage', required: true },
    { source: 'tassoRiferimento', label: 'Tasso di riferimento', type: 'percentage', required: true },
    { source: 'tassoAttualizzazione', label: 'Tasso di attualizzazione', type: 'percentage', required: true },
    { source: 'eslFinanziamento', label: 'ESL del finanziamento', type: 'currency' },
    { source: 'eslTotale', label: 'ESL totale', type: 'currency' },
    { source: 'eslPercentuale', label: "ESL in percentuale dell'investimento ammissibile", type: 'percentage' },
  ],
  access: {},
  endpoints: {
    getOne: { method: 'GET', path: `${BASE}/generaDatiESL/{idBeneficiario}`, operationId: 'generaDatiESL' },
  },
  actions: {
    salvaDati: {
      label: 'Salva durata e rate',
      roles,
      statesByRole,
      appliesTo,
      endpoint: { method: 'POST', path: eslPath('salvaDatiESL'), body: 'json', operationId: 'salvaDatiESL' },
    },
    salvaTassi: AZIONI_BENEFICIARIO.salvaTassiEsl,
  },
};

export const elenchiBeneficiario = [
  investimentiSchema,
  fabbisogniSchema,
  copertureSchema,
  cronoprogrammaSchema,
  storicoBeneficiarioSchema,
  storicoImportiSchema,
  eslSchema,
];
