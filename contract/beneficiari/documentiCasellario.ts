import { elenco } from '../elenco';
import type { Endpoint } from '../types';
import { DEL_BENEFICIARIO } from './elenchi';

interface DocumentoCasellario {
  readonly idDocumento: number;
  readonly tipo: string;
  readonly dataCaricamento: string;
  readonly numeroProtocollo: string;
  readonly opzioni: string | null;
  readonly scadenza: string | null;
  readonly scaduto: boolean;
  readonly nomeFile: string;
}

/**
 * The beneficiary's criminal-record and antimafia documents in force, with their validity (casellario 6 months,
 * antimafia information 12 months): who reads them is the attachments' `read:casellarioAntimafia`.
 */
export const documentiCasellarioSchema = elenco<DocumentoCasellario>({
  name: 'documentiCasellarioAntimafia',
  idField: 'idDocumento',
  label: { one: 'Documento', many: 'Casellario e antimafia' },
  fields: [
    {
      source: 'tipo',
      label: 'Documento',
      type: 'select',
      choices: [
        { id: 'CASELLARIO', name: 'Certificato del casellario giudiziale' },
        { id: 'RICHIESTA_CASELLARIO', name: 'Richiesta del casellario giudiziale' },
        { id: 'INFORMATIVA_ANTIMAFIA', name: 'Informativa antimafia' },
        { id: 'RICHIESTA_ANTIMAFIA', name: "Richiesta dell'informativa antimafia" },
      ],
    },
    { source: 'dataCaricamento', label: 'Data di caricamento', type: 'date' },
    { source: 'numeroProtocollo', label: 'Protocollo', type: 'text' },
    { source: 'opzioni', label: 'Opzioni', type: 'text' },
    { source: 'scadenza', label: 'Valido fino al', type: 'date' },
    { source: 'scaduto', label: 'Scaduto', type: 'boolean' },
    { source: 'nomeFile', label: 'File', type: 'text' },
  ],
  path: '/api/beneficiario/listaDocumentiCasellarioAntimafia/{idBeneficiario}',
  parent: DEL_BENEFICIARIO,
});

/** The four documents, by the name their calls carry. */
export type NomeDocumentoCasellario =
  'Casellario' | 'RichiestaCasellario' | 'InformativaAntimafia' | 'RichiestaAntimafia';

interface ChiamateDocumento {
  readonly carica: Endpoint;
  readonly scarica: Endpoint;
  /** A GET as the legacy client calls it. */
  readonly elimina: Endpoint;
}

const chiamateDi = (nome: NomeDocumentoCasellario, conOpzioni: boolean): ChiamateDocumento => ({
  carica: {
    method: 'POST',
    path: `/api/beneficiario/carica${nome}/{idBeneficiario}/{dataCaricamento}/{numeroProtocollo}`,
    ...(conOpzioni ? { query: ['opzioni'] } : {}),
    body: 'multipart',
    operationId: `carica${nome}`,
  },
  scarica: {
    method: 'GET',
    path: `/api/beneficiario/download${nome}/{idBeneficiario}`,
    download: true,
    operationId: `download${nome}`,
  },
  elimina: { method: 'GET', path: `/api/beneficiario/elimina${nome}/{idBeneficiario}`, operationId: `elimina${nome}` },
});

/** Upload, download and delete of each document; the two antimafia uploads take the request's `opzioni`. */
export const CHIAMATE_CASELLARIO: Readonly<Record<NomeDocumentoCasellario, ChiamateDocumento>> = {
  Casellario: chiamateDi('Casellario', false),
  RichiestaCasellario: chiamateDi('RichiestaCasellario', false),
  InformativaAntimafia: chiamateDi('InformativaAntimafia', true),
  RichiestaAntimafia: chiamateDi('RichiestaAntimafia', true),
};
