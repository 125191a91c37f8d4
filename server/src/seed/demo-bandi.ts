import { aggiungiGiorni } from '../engine/clock';
import type { ValutazioneDemo } from './demo-valutazioni';

/**
 * The demo calls. `stati` is cycled over the call's programmes (or applications, for 'DC'), so every
 * state the call can be in shows up, in proportions that look like a real call at that stage. Opening and closing
 * are days from the day of seeding, so the demo never expires: the open call stays open for months after any first
 * start, the closed ones lie in the past (the titles keep their year: they are names).
 */
export interface DemoBando {
  readonly descrizione: string;
  readonly tipologia: string;
  readonly aperturaGiorni: number;
  readonly chiusuraGiorni: number;
  readonly budget: string;
  readonly numero: number;
  readonly stati: readonly string[];
  /** A food-district call's scoring: its minimum score; the parameters and scores are demo-valutazioni's. */
  readonly valutazione?: ValutazioneDemo;
}

export const DEMO_BANDI: readonly DemoBando[] = [
  {
    descrizione: 'IV Bando Contratti di Filiera – Avviso 2019',
    tipologia: 'V',
    aperturaGiorni: -2748,
    chiusuraGiorni: -2610,
    budget: '120000000.00',
    numero: 26,
    stati: [
      'APPROVATO',
      'APPROVATO',
      'NON_AMMESSO',
      'APPROVATO',
      'IN_VARIAZIONE',
      'ANNULLATO',
      'APPROVATO',
      'IN_SUBENTRO',
    ],
  },
  {
    descrizione: 'V Bando Contratti di Filiera – Avviso 2024',
    tipologia: 'V',
    aperturaGiorni: -996,
    chiusuraGiorni: -844,
    budget: '600000000.00',
    numero: 40,
    stati: [
      'BOZZA',
      'PRESENTATO',
      'IN_ISTRUTTORIA',
      'IN_INTEGRAZIONE',
      'IN_VALIDAZIONE',
      'PREAVVISO_RIGETTO',
      'VALIDATO',
      'APPROVATO',
      'IN_ISTRUTTORIA',
      'PRESENTATO',
      'APPROVATO',
      'NON_AMMESSO',
      'IN_ISTRUTTORIA',
      'ANNULLATO',
    ],
  },
  {
    descrizione: 'VI Bando Contratti di Filiera – Avviso 2025',
    tipologia: 'V',
    aperturaGiorni: -447,
    chiusuraGiorni: 180,
    budget: '350000000.00',
    numero: 18,
    stati: ['BOZZA', 'PRESENTATO', 'BOZZA', 'IN_ISTRUTTORIA', 'PRESENTATO'],
  },
  {
    descrizione:
      'PNRR M2C1 I3.4 – Contratti di filiera e distrettuali per i settori ' +
      'agroalimentare, pesca e acquacoltura, silvicoltura, floricoltura e vivaismo',
    tipologia: 'PNRR',
    aperturaGiorni: -1665,
    chiusuraGiorni: -1514,
    budget: '1203000000.00',
    numero: 22,
    stati: ['APPROVATO', 'VALIDATO', 'APPROVATO', 'IN_VALIDAZIONE', 'NON_AMMESSO', 'APPROVATO', 'IN_VARIAZIONE'],
  },
  {
    descrizione: 'I Bando Distretti del Cibo – Avviso 2023',
    tipologia: 'DC',
    aperturaGiorni: -1270,
    chiusuraGiorni: -1118,
    // Every application past review evaluated: the ranking is ready to be finalised. The budget runs out at the
    // tenth application, though a later smaller one would fit in what is left (docs/graduatoria.md).
    budget: '7950000.00',
    numero: 24,
    stati: ['VALUTATA', 'VALUTATA', 'VALUTATA', 'VALUTATA', 'NON_AMMISSIBILE', 'VALUTATA'],
    valutazione: { punteggioMinimo: '35.00' },
  },
  {
    descrizione: 'II Bando Distretti del Cibo – Avviso 2025',
    tipologia: 'DC',
    // Open, so the demo proponents can start an application (the review of the first ones runs meanwhile).
    aperturaGiorni: -417,
    chiusuraGiorni: 120,
    budget: '60000000.00',
    numero: 14,
    stati: ['BOZZA', 'INOLTRATA', 'IN_ISTRUTTORIA', 'IN_VALUTAZIONE', 'VALUTATA', 'INOLTRATA', 'BOZZA'],
    // The commission is still scoring: work in its queue.
    valutazione: { punteggioMinimo: '40.00' },
  },
];

/** The call's dates for a day of seeding, `YYYY-MM-DD`. */
export const dateDelBando = (demo: DemoBando, oggi: string) => ({
  dataApertura: aggiungiGiorni(oggi, demo.aperturaGiorni),
  dataChiusura: aggiungiGiorni(oggi, demo.chiusuraGiorni),
});
