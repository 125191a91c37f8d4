import { isCodiceFiscale } from '../../../contract/validators/codice-fiscale';

/** Places of the demo beneficiaries: Lazio (12) and Veneto (05), the regions of the demo regional users. */
export interface Luogo {
  readonly comune: string;
  readonly provincia: string;
  readonly cap: string;
  /** Cadastral code of the town, inside a person's fiscal code. */
  readonly belfiore: string;
}

export const LUOGHI: Readonly<Record<'12' | '05', readonly Luogo[]>> = {
  '12': [
    { comune: 'Roma', provincia: 'RM', cap: '00185', belfiore: 'H501' },
    { comune: 'Latina', provincia: 'LT', cap: '04100', belfiore: 'E472' },
    { comune: 'Viterbo', provincia: 'VT', cap: '01100', belfiore: 'M082' },
    { comune: 'Frosinone', provincia: 'FR', cap: '03100', belfiore: 'D810' },
    { comune: 'Rieti', provincia: 'RI', cap: '02100', belfiore: 'H282' },
  ],
  '05': [
    { comune: 'Verona', provincia: 'VR', cap: '37121', belfiore: 'L781' },
    { comune: 'Treviso', provincia: 'TV', cap: '31100', belfiore: 'L407' },
    { comune: 'Padova', provincia: 'PD', cap: '35121', belfiore: 'G224' },
    { comune: 'Vicenza', provincia: 'VI', cap: '36100', belfiore: 'L840' },
    { comune: 'Rovigo', provincia: 'RO', cap: '45100', belfiore: 'H620' },
  ],
};

const MESI = 'ABCDEHLMPRST';
const VOCALI = /[AEIOU]/g;
const consonanti = (testo: string) =>
  testo
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .replace(VOCALI, '');
const vocali = (testo: string) => (testo.toUpperCase().match(VOCALI) ?? []).join('');

function codiceCognome(cognome: string): string {
  return `${consonanti(cognome)}${vocali(cognome)}XXX`.slice(0, 3);
}

/** A name with four or more consonants gives the first, third and fourth. */
function codiceNome(nome: string): string {
  const c = consonanti(nome);
  return c.length >= 4 ? `${c[0]}${c[2]}${c[3]}` : `${c}${vocali(nome)}XXX`.slice(0, 3);
}

/** The one final character (or digit) that makes the code valid, found by the checker itself. */
function completa(senzaControllo: string, candidati: string): string {
  const ultimo = [...candidati].find((carattere) => isCodiceFiscale(`${senzaControllo}${carattere}`));
  if (!ultimo) throw new Error(`Nessun carattere di controllo per ${senzaControllo}`);
  return `${senzaControllo}${ultimo}`;
}

export interface Persona {
  readonly cognome: string;
  readonly nome: string;
  readonly femmina: boolean;
  readonly nascita: string;
  readonly luogo: Luogo;
}

export function codiceFiscalePersona({ cognome, nome, femmina, nascita, luogo }: Persona): string {
  const [anno, mese, giorno] = nascita.split('-').map(Number);
  const base = `${codiceCognome(cognome)}${codiceNome(nome)}${String(anno % 100).padStart(2, '0')}${MESI[mese - 1]}`;
  return completa(
    `${base}${String(giorno + (femmina ? 40 : 0)).padStart(2, '0')}${luogo.belfiore}`,
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  );
}

/** A company's 11-digit code from a 10-digit serial, with its check digit. */
export function codiceFiscaleAzienda(seriale: number): string {
  return completa(String(seriale).padStart(10, '0'), '0123456789');
}

/** An Italian IBAN of the bank `abi`, with its ISO 13616 check digits. */
export function ibanDemo(abi: string, cab: string, conto: string): string {
  const bban = `X${abi}${cab}${conto.padStart(12, '0')}`;
  const numerico = [...`${bban}IT00`].map((carattere) => Number.parseInt(carattere, 36)).join('');
  const resto = [...numerico].reduce((acc, cifra) => (acc * 10 + Number(cifra)) % 97, 0);
  return `IT${String(98 - resto).padStart(2, '0')}${bban}`;
}
