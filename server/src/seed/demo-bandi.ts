/**
 * The demo calls. `stati` is cycled over the call's programmes (or applications, for 'DC'), so every
 * state the call can be in shows up, in proportions that look like a real call at that stage.
 */
export interface DemoBando {
  readonly descrizione: string;
  readonly tipologia: string;
  readonly dataApertura: string;
  readonly dataChiusura: string;
  readonly budget: string;
  readonly numero: number;
  readonly stati: readonly string[];
}

export const DEMO_BANDI: readonly DemoBando[] = [
  {
    descrizione: 'IV Bando Contratti di Filiera – Avviso 2019',
    tipologia: 'V',
    dataApertura: '2019-05-15',
    dataChiusura: '2019-09-30',
    budget: '120000000.00',
    numero: 26,
    stati: ['APPROVATO', 'APPROVATO', 'NON_AMMESSO', 'APPROVATO', 'IN_VARIAZIONE', 'ANNULLATO', 'APPROVATO', 'IN_SUBENTRO'],
  },
  {
    descrizione: 'V Bando Contratti di Filiera – Avviso 2024',
    tipologia: 'V',
    dataApertura: '2024-03-01',
    dataChiusura: '2024-07-31',
    budget: '600000000.00',
    numero: 40,
    stati: [
      'BOZZA', 'PRESENTATO', 'IN_ISTRUTTORIA', 'IN_INTEGRAZIONE', 'IN_VALIDAZIONE', 'PREAVVISO_RIGETTO',
      'VALIDATO', 'APPROVATO', 'IN_ISTRUTTORIA', 'PRESENTATO', 'APPROVATO', 'NON_AMMESSO', 'IN_ISTRUTTORIA', 'ANNULLATO',
    ],
  },
  {
    descrizione: 'VI Bando Contratti di Filiera – Avviso 2025',
    tipologia: 'V',
    dataApertura: '2025-09-01',
    dataChiusura: '2027-03-31',
    budget: '350000000.00',
    numero: 18,
    stati: ['BOZZA', 'PRESENTATO', 'BOZZA', 'IN_ISTRUTTORIA', 'PRESENTATO'],
  },
  {
    descrizione:
      'PNRR M2C1 I3.4 – Contratti di filiera e distrettuali per i settori agroalimentare, pesca e acquacoltura, silvicoltura, floricoltura e vivaismo',
    tipologia: 'PNRR',
    dataApertura: '2022-05-02',
    dataChiusura: '2022-09-30',
    budget: '1203000000.00',
    numero: 22,
    stati: ['APPROVATO', 'VALIDATO', 'APPROVATO', 'IN_VALIDAZIONE', 'NON_AMMESSO', 'APPROVATO', 'IN_VARIAZIONE'],
  },
  {
    descrizione: 'I Bando Distretti del Cibo – Avviso 2023',
    tipologia: 'DC',
    dataApertura: '2023-06-01',
    dataChiusura: '2023-10-31',
    budget: '100000000.00',
    numero: 24,
    stati: ['FINANZIABILE', 'AMMESSA_NON_FINANZIATA', 'FINANZIABILE', 'ESCLUSA', 'NON_AMMISSIBILE', 'FINANZIABILE'],
  },
  {
    descrizione: 'II Bando Distretti del Cibo – Avviso 2025',
    tipologia: 'DC',
    dataApertura: '2025-10-01',
    dataChiusura: '2026-02-27',
    budget: '60000000.00',
    numero: 14,
    stati: ['BOZZA', 'INOLTRATA', 'IN_ISTRUTTORIA', 'IN_VALUTAZIONE', 'VALUTATA', 'INOLTRATA', 'BOZZA'],
  },
];
