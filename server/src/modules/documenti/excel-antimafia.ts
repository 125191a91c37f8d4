import type { Writable } from 'node:stream';
import { apriFoglio, dataExcel, FORMATO_DATA, nuovoLibro, type Colonna } from '../../http/excel';
import type { DocumentoBeneficiario } from '../allegato/repository-casellario';
import type { Beneficiario } from '../../../../contract/beneficiari/record';
import type { DatiGeneraliProgramma } from '../../../../contract/programmi/record';
import { data, ETICHETTE_DOCUMENTO, siNo, STATO_BENEFICIARIO } from './formato';

interface Riga {
  readonly beneficiario: Beneficiario;
  readonly documento?: DocumentoBeneficiario;
}

const COLONNE: readonly Colonna<Riga>[] = [
  { header: 'Codice fiscale', width: 20, value: ({ beneficiario }) => beneficiario.codiceFiscale },
  { header: 'Beneficiario', width: 40, value: ({ beneficiario }) => beneficiario.nominativo },
  {
    header: 'Stato beneficiario',
    width: 22,
    value: ({ beneficiario: b }) => STATO_BENEFICIARIO[b.statoBeneficiario] ?? b.statoBeneficiario,
  },
  {
    header: 'Documento',
    width: 40,
    value: ({ documento }) => (documento ? ETICHETTE_DOCUMENTO[documento.tipo] : 'Nessun documento caricato'),
  },
  { header: 'Data', width: 14, value: ({ documento }) => dataExcel(documento?.dataCaricamento), numFmt: FORMATO_DATA },
  { header: 'Numero protocollo', width: 22, value: ({ documento }) => documento?.numeroProtocollo ?? null },
  { header: 'Opzioni', width: 30, value: ({ documento }) => documento?.opzioni ?? null },
  {
    header: 'Valido fino al',
    width: 16,
    value: ({ documento }) => dataExcel(documento?.scadenza),
    numFmt: FORMATO_DATA,
  },
  { header: 'Valido', width: 10, value: ({ documento }) => (documento ? siNo(documento.valido) : null) },
  { header: 'Scaduto', width: 10, value: ({ documento }) => (documento ? siNo(documento.scaduto) : null) },
];

export interface DatiAntimafia {
  readonly programma: DatiGeneraliProgramma;
  readonly oggi: string;
  readonly beneficiari: AsyncIterable<Beneficiario[]>;
  /** The current documents of a beneficiary, with their validity on `oggi`. */
  readonly documenti: (idBeneficiario: number) => Promise<readonly DocumentoBeneficiario[]>;
}

/** One row per current casellario or antimafia document of each beneficiary; one row for a beneficiary with none. */
export async function scriviRiepilogoAntimafia(dati: DatiAntimafia, output: Writable): Promise<void> {
  const workbook = nuovoLibro(output);
  const { idProgrammaInvestimento, denominazione } = dati.programma;
  const titolo =
    `Casellario e antimafia dei beneficiari del programma ` +
    `n. ${idProgrammaInvestimento}: ${denominazione} (validità al ${data(dati.oggi)})`;
  const foglio = apriFoglio(workbook, 'Antimafia e casellario', COLONNE, titolo);
  for await (const lotto of dati.beneficiari) {
    for (const beneficiario of lotto) {
      const documenti = await dati.documenti(beneficiario.idBeneficiario);
      if (documenti.length === 0) foglio.aggiungi({ beneficiario });
      for (const documento of documenti) foglio.aggiungi({ beneficiario, documento });
    }
  }
  foglio.chiudi();
  await workbook.commit();
}
