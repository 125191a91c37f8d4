import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { Decimal } from '../../domain/decimal';
import { importo } from '../../domain/importo';
import {
  apriFoglio,
  dataExcel,
  FORMATO_DATA,
  FORMATO_DATA_ORA,
  FORMATO_EURO,
  nuovoLibro,
  type Colonna,
} from '../../http/excel';
import type { Beneficiario } from '../../../../contract/beneficiari/record';
import type { DatiGeneraliProgramma } from '../../../../contract/programmi/record';
import type { Proponente } from '../../../../contract/proponenti/record';
import { siNo, STATO_BENEFICIARIO } from './formato';

export interface DatiRiepilogo {
  readonly programma: DatiGeneraliProgramma;
  readonly bando: string;
  readonly proponente: Proponente | undefined;
  readonly beneficiari: AsyncIterable<Beneficiario[]>;
}

type Voce = readonly [voce: string, valore: ExcelJS.CellValue, formato?: string];

const VOCI: readonly Colonna<Voce>[] = [
  { header: 'Voce', width: 34, value: ([voce]) => voce },
  { header: 'Valore', width: 70, value: ([, valore]) => valore },
];

const persona = (p: { nome: string; cognome: string } | null | undefined) => (p ? `${p.nome} ${p.cognome}` : null);

function voci({ programma: p, bando, proponente: pr }: DatiRiepilogo): Voce[] {
  const rl = pr?.rappresentanteLegale;
  const banca = pr?.bancaAutorizzata;
  return [
    ['N. programma', p.idProgrammaInvestimento],
    ['Bando', bando],
    ['Titolo', p.titolo],
    ['Descrizione', p.descrizione],
    ['Regione', p.descrizioneRegione],
    ['Stato', p.descrizioneStato],
    ['Nello stato dal', new Date(p.statoDal), FORMATO_DATA_ORA],
    ['Data presentazione', p.dataPresentazione ? new Date(p.dataPresentazione) : null, FORMATO_DATA_ORA],
    ['Data inizio', dataExcel(p.dataInizio), FORMATO_DATA],
    ['Data fine', dataExcel(p.dataFine), FORMATO_DATA],
    ['Importo richiesto', p.importoRichiesto, FORMATO_EURO],
    ['Importo ammesso', p.importoAmmesso, FORMATO_EURO],
    ['CUP', p.codiceCup],
    ['COR', p.codiceCore],
    ['Scadenza controdeduzioni', dataExcel(p.scadenzaControdeduzioni), FORMATO_DATA],
    ['Proponente', pr?.denominazione ?? p.denominazione],
    ['CUAA', p.cuaa],
    ['PEC', pr?.pec ?? null],
    ['Email', pr?.mail ?? null],
    ['Rappresentante legale', rl ? `${persona(rl)} (${rl.codiceFiscale})` : null],
    ['Referente', pr?.referente ? `${persona(pr.referente)}, ${pr.referente.mail}` : null],
    ['Banca autorizzata', banca ? `${banca.denominazione} (ABI ${banca.abi})` : null],
    ['IBAN', banca?.iban ?? null],
  ];
}

const BENEFICIARI: readonly Colonna<Beneficiario>[] = [
  { header: 'Codice fiscale', width: 20, value: (b) => b.codiceFiscale },
  {
    header: 'Denominazione',
    width: 40,
    value: (b) => b.nominativo,
  },
  { header: 'Regione', width: 20, value: (b) => b.descrizioneRegione },
  { header: 'Stato', width: 24, value: (b) => STATO_BENEFICIARIO[b.statoBeneficiario] ?? b.statoBeneficiario },
  { header: 'Abilitato', width: 10, value: (b) => siNo(b.abilitato) },
  { header: 'Totale investimenti', width: 22, value: (b) => b.totaleInvestimenti, numFmt: FORMATO_EURO },
  { header: 'Totale fabbisogni', width: 22, value: (b) => b.totaleFabbisogni, numFmt: FORMATO_EURO },
  { header: 'Totale coperture', width: 22, value: (b) => b.totaleCoperture, numFmt: FORMATO_EURO },
];

/** The programme's figures count the active, enabled beneficiaries (as the requested amount does). */
const contaNelTotale = (b: Beneficiario) => b.statoBeneficiario === 'ATTIVO' && b.abilitato;

/** Sheet «Programma»: general data and proponent; sheet «Beneficiari»: one row each, with the totals at the end. */
export async function scriviRiepilogoProgramma(dati: DatiRiepilogo, output: Writable): Promise<void> {
  const workbook = nuovoLibro(output);
  const generale = apriFoglio(
    workbook,
    'Programma',
    VOCI,
    `Programma n. ${dati.programma.idProgrammaInvestimento}: ${dati.programma.denominazione}`,
  );
  for (const [voce, valore, formato] of voci(dati)) {
    const riga = generale.sheet.addRow([voce, valore ?? null]);
    if (formato) riga.getCell(2).numFmt = formato;
    riga.getCell(1).font = { bold: true };
    riga.commit();
  }
  generale.chiudi();

  const foglio = apriFoglio(
    workbook,
    'Beneficiari',
    BENEFICIARI,
    `Beneficiari del programma n. ${dati.programma.idProgrammaInvestimento}`,
  );
  const totali = [new Decimal(0), new Decimal(0), new Decimal(0)];
  for await (const lotto of dati.beneficiari) {
    for (const beneficiario of lotto) {
      foglio.aggiungi(beneficiario);
      if (!contaNelTotale(beneficiario)) continue;
      [beneficiario.totaleInvestimenti, beneficiario.totaleFabbisogni, beneficiario.totaleCoperture].forEach(
        (valore, i) => {
          totali[i] = totali[i].plus(importo(valore));
        },
      );
    }
  }
  foglio.evidenzia([
    'Totale dei beneficiari attivi e abilitati',
    null,
    null,
    null,
    null,
    ...totali.map((totale) => totale.toNumber()),
  ]);
  foglio.chiudi();
  await workbook.commit();
}
