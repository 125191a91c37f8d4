import type { Document } from 'docx';
import { Decimal } from '../../../domain/decimal';
import { importo } from '../../../domain/importo';
import type { Beneficiario } from '../../../../../contract/beneficiari/record';
import { data, euro, siNo, STATO_BENEFICIARIO } from '../formato';
import { documento, sezione, tabella, tabellaVoci, testo, titolo } from './elementi';
import { oggettoProgramma, type DatiLettera } from './lettera';

export interface DatiScheda extends DatiLettera {
  /** The beneficiaries the reader sees. */
  readonly beneficiari: readonly Beneficiario[];
}

const oppure = (valore: string | null | undefined) => valore || '—';

/** The programme on one file: general data, proponent, beneficiaries with their totals. */
export function schedaProgramma(dati: DatiScheda): Document {
  const { programma: p, proponente: pr } = dati;
  const rl = pr?.rappresentanteLegale;
  const banca = pr?.bancaAutorizzata;
  const attivi = dati.beneficiari.filter((b) => b.statoBeneficiario === 'ATTIVO' && b.abilitato);
  const somma = (campo: 'totaleInvestimenti' | 'totaleFabbisogni' | 'totaleCoperture') =>
    attivi.reduce((totale, b) => totale.plus(importo(b[campo])), new Decimal(0)).toNumber();
  return documento(`Scheda del ${oggettoProgramma(p)}`, [
    titolo(`Scheda del ${oggettoProgramma(p)}`),
    testo(`Situazione al ${data(dati.oggi)}`, { allineamento: 'centro' }),
    sezione('Dati generali'),
    tabellaVoci([
      ['Bando', dati.bando],
      ['Denominazione', p.denominazione],
      ['Titolo', oppure(p.titolo)],
      ['Descrizione', oppure(p.descrizione)],
      ['Regione', p.descrizioneRegione],
      ['Stato', `${p.descrizioneStato} dal ${data(p.statoDal)}`],
      ['Data presentazione', data(p.dataPresentazione)],
      ['Periodo di realizzazione', `dal ${data(p.dataInizio)} al ${data(p.dataFine)}`],
      ['Importo richiesto', euro(p.importoRichiesto)],
      ['Importo ammesso', euro(p.importoAmmesso)],
      ['CUP', oppure(p.codiceCup)],
      ['COR', oppure(p.codiceCore)],
      ...(p.scadenzaControdeduzioni
        ? [['Scadenza controdeduzioni', data(p.scadenzaControdeduzioni)] as [string, string]]
        : []),
    ]),
    sezione('Proponente'),
    tabellaVoci([
      ['Denominazione', pr?.denominazione ?? p.denominazione],
      ['CUAA', p.cuaa],
      ['PEC', oppure(pr?.pec)],
      ['Email', oppure(pr?.mail)],
      ['Rappresentante legale', rl ? `${rl.nome} ${rl.cognome} (${rl.codiceFiscale})` : '—'],
      ['Referente', pr?.referente ? `${pr.referente.nome} ${pr.referente.cognome}, ${pr.referente.mail}` : '—'],
      ['Banca autorizzata', banca ? `${banca.denominazione} (ABI ${banca.abi})` : '—'],
    ]),
    sezione('Beneficiari'),
    tabella(
      ['Codice fiscale', 'Beneficiario', 'Stato', 'Abilitato', 'Investimenti', 'Fabbisogni', 'Coperture'],
      dati.beneficiari.map((b) => [
        b.codiceFiscale,
        b.nominativo,
        STATO_BENEFICIARIO[b.statoBeneficiario] ?? b.statoBeneficiario,
        siNo(b.abilitato),
        euro(b.totaleInvestimenti),
        euro(b.totaleFabbisogni),
        euro(b.totaleCoperture),
      ]),
      [4, 5, 6],
      [
        '',
        'Totale dei beneficiari attivi e abilitati',
        '',
        '',
        euro(somma('totaleInvestimenti')),
        euro(somma('totaleFabbisogni')),
        euro(somma('totaleCoperture')),
      ],
    ),
  ]);
}
