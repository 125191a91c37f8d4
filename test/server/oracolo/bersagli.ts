/** The policy declarations `morde.ts` changes, one at a time, to show the authorisation oracle failing. */
export interface Bersaglio {
  /** The policy file, from the repository's root. */
  readonly politica: string;
  /** The declaration changed, exactly as the file writes it. */
  readonly dichiarazione: string;
  readonly oracolo: string;
  /** The oracle's tests of that route (vitest's `-t`). */
  readonly filtro: string;
  readonly mutazioni: readonly { readonly nome: string; readonly a: string }[];
}

const APPROVA = "roles: [MINISTERO],\n    states: ['VALIDATO'],";
const APPROVA_ISTRUTTORIA =
  "label: 'Approva istruttoria',\n    placement: SOLO_DETTAGLIO,\n" +
  "    roles: [ISTRUTTORE],\n    states: ['IN_ISTRUTTORIA'],";

export const BERSAGLI: readonly Bersaglio[] = [
  {
    politica: 'contract/programmi/azioni.ts',
    dichiarazione: APPROVA,
    oracolo: 'test/server/autorizzazioni-programma.test.ts',
    filtro: 'approvazioneprogramma',
    mutazioni: [
      { nome: 'programma: anche il coordinatore approva', a: "roles: [MINISTERO, COOR],\n    states: ['VALIDATO']," },
      {
        nome: 'programma: si approva anche da IN_VALIDAZIONE',
        a: "roles: [MINISTERO],\n    states: ['VALIDATO', 'IN_VALIDAZIONE'],",
      },
    ],
  },
  {
    politica: 'contract/domande/azioni.ts',
    dichiarazione: APPROVA_ISTRUTTORIA,
    oracolo: 'test/server/autorizzazioni-domanda.test.ts',
    filtro: 'approvaIstruttoria',
    mutazioni: [
      {
        nome: "domanda: l'istruttore approva anche una domanda appena inoltrata",
        a: APPROVA_ISTRUTTORIA.replace("['IN_ISTRUTTORIA']", "['IN_ISTRUTTORIA', 'INOLTRATA']"),
      },
      {
        nome: "domanda: anche la commissione approva l'istruttoria",
        a: APPROVA_ISTRUTTORIA.replace('[ISTRUTTORE]', '[ISTRUTTORE, COMMISSIONE]'),
      },
    ],
  },
];
