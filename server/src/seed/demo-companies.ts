import { codiceFiscaleAzienda } from './demo-anagrafiche';

/** Companies that propose programmes and applications in the demo data. */
export interface DemoCompany {
  readonly cuaa: string;
  readonly denominazione: string;
  readonly codRegione: string;
}

/** The demo users' companies: the embedded identity provider puts these codes in the `cuaa` claim. */
export const DEMO_USER_COMPANIES: readonly DemoCompany[] = [
  { cuaa: '01234567897', denominazione: 'Agricola Colli Albani S.r.l.', codRegione: '12' }, // proponente1
  { cuaa: '09876543217', denominazione: 'Cantine Riunite del Piave Soc. Coop.', codRegione: '05' }, // proponente1
  { cuaa: '11122233346', denominazione: 'Ortofrutticola Pontina S.c.a.r.l.', codRegione: '12' }, // proponente2
];

const FORME = [
  'Consorzio',
  'Cooperativa Agricola',
  'Società Agricola',
  'Organizzazione di Produttori',
  'Consorzio di Tutela',
  'Filiera',
];
const SUFFISSI = ['S.c.a.r.l.', 'Soc. Coop.', 'S.r.l.', 'S.p.A.'];
const PRODOTTI = [
  'Olio Extravergine',
  'Vini',
  'Latte e Formaggi',
  'Ortofrutta',
  'Cereali',
  'Carni Bovine',
  'Nocciole',
  'Pomodoro',
  'Kiwi',
  'Riso',
  'Miele',
  'Castagne',
];
/** Lazio and Veneto first: the demo regional users are regione.lazio (12) and regione.veneto (05). */
const REGIONI = ['12', '05', '12', '05', '03', '12', '05', '15', '08', '16'];
const AREE: Readonly<Record<string, readonly string[]>> = {
  '12': ['della Tuscia', 'Pontina', 'della Sabina', 'dei Castelli Romani', 'Ciociara', 'Reatina'],
  '05': ['del Garda', 'Polesana', 'Trevigiana', 'dei Colli Euganei', 'della Valpolicella', 'Vicentina'],
  '03': ['della Franciacorta', 'Lomellina'],
  '15': ["dell'Agro Nocerino", 'Irpina'],
  '08': ['Parmense', 'Romagnola'],
  '16': ['del Salento', 'Dauna'],
};

/** The k-th other company: same k, same company, on every run. */
export function demoCompany(k: number): DemoCompany {
  const codRegione = REGIONI[k % REGIONI.length];
  const aree = AREE[codRegione];
  const denominazione = [
    FORME[k % FORME.length],
    PRODOTTI[(k * 5) % PRODOTTI.length],
    aree[Math.floor(k / REGIONI.length) % aree.length],
    SUFFISSI[k % SUFFISSI.length],
  ].join(' ');
  // Serials above the beneficiaries' (from 1,500,000,000 and 1,700,000,000), in k's order, with the check digit.
  return { cuaa: codiceFiscaleAzienda(2_000_000_000 + k * 10_473), denominazione, codRegione };
}
