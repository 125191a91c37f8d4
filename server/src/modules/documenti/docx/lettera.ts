import type { Document, FileChild } from 'docx';
import type { DatiGeneraliProgramma } from '../../../../../contract/programmi/record';
import type { Proponente } from '../../../../../contract/proponenti/record';
import { data, euro } from '../formato';
import { documento, tabellaVoci, testo } from './elementi';

export interface DatiLettera {
  readonly programma: DatiGeneraliProgramma;
  readonly proponente: Proponente | undefined;
  readonly bando: string;
  /** Today, `YYYY-MM-DD`: the letter's date. */
  readonly oggi: string;
}

export interface Lettera {
  readonly oggetto: string;
  readonly corpo: readonly FileChild[];
  /** Who signs (the office); the name is written by hand or by the digital signature. */
  readonly firmatario: string;
}

export const oggettoProgramma = (p: DatiGeneraliProgramma) =>
  `Programma di investimento n. ${p.idProgrammaInvestimento}${p.titolo ? ` «${p.titolo}»` : ''}`;

/**
 * A protocol-style letter to the proponent: protocol line and date, addressee with PEC, object, the programme's
 * references (call, CUP and COR where present, amounts), the body and the signature block.
 */
export function lettera(dati: DatiLettera, { oggetto, corpo, firmatario }: Lettera): Document {
  const { programma: p, proponente } = dati;
  const pec = proponente?.pec;
  const riferimenti: [string, string][] = [
    ['Bando', dati.bando],
    ['Programma', oggettoProgramma(p)],
    ['Proponente', `${proponente?.denominazione ?? p.denominazione} (CUAA ${p.cuaa})`],
    ['Importo richiesto', euro(p.importoRichiesto)],
    ...(p.importoAmmesso !== null ? [['Importo ammesso', euro(p.importoAmmesso)] as [string, string]] : []),
    ...(p.codiceCup ? [['CUP', p.codiceCup] as [string, string]] : []),
    ...(p.codiceCore ? [['COR', p.codiceCore] as [string, string]] : []),
  ];
  return documento(`${oggettoProgramma(p)} – ${oggetto}`, [
    testo('Prot. n. ____________', { allineamento: 'destra' }),
    testo(`Roma, ${data(dati.oggi)}`, { allineamento: 'destra' }),
    testo(
      [
        'Spett.le',
        proponente?.denominazione ?? p.denominazione,
        `CUAA ${p.cuaa}`,
        pec ? `PEC: ${pec}` : 'PEC: non indicata',
      ].join('\n'),
      {
        allineamento: 'destra',
      },
    ),
    testo(`Oggetto: ${oggettoProgramma(p)} – ${oggetto}.`, { grassetto: true }),
    tabellaVoci(riferimenti),
    testo(''),
    ...corpo,
    testo(`${firmatario}\n(documento firmato digitalmente ai sensi del d.lgs. 82/2005)`, { allineamento: 'destra' }),
  ]);
}
