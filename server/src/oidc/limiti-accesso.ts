/** The login throttling settings (LOGIN_TENTATIVI, LOGIN_FINESTRA_SECONDI, LOGIN_ATTESA_MASSIMA_SECONDI). */
export interface LimitiAccesso {
  /** Failures of one account before each further one makes it wait. */
  readonly tentativi: number;
  /** Failures older than this, with none after them, are forgotten. */
  readonly finestraSecondi: number;
  /** The longest wait, so the real owner is never kept out for long. */
  readonly attesaMassimaSecondi: number;
}

export const LIMITI_PREDEFINITI: LimitiAccesso = { tentativi: 5, finestraSecondi: 900, attesaMassimaSecondi: 60 };

/** An address is shared by a whole office behind one router: it gets this many times an account's failures. */
export const FATTORE_INDIRIZZO = 4;

export interface Chiave {
  readonly chiave: string;
  readonly soglia: number;
}

/** The account as typed (an unknown name counts like a known one) and the client address. */
export function chiaviDi(username: string, indirizzo: string, limiti: LimitiAccesso): Chiave[] {
  return [
    { chiave: `utente:${username.toLowerCase().slice(0, 200)}`, soglia: limiti.tentativi },
    { chiave: `indirizzo:${indirizzo}`, soglia: limiti.tentativi * FATTORE_INDIRIZZO },
  ];
}

/** From the threshold on, each failure doubles the wait: 1, 2, 4, 8... seconds, up to the maximum. */
export function attesaDopo(falliti: number, soglia: number, limiti: LimitiAccesso): number {
  if (falliti < soglia) return 0;
  return Math.min(limiti.attesaMassimaSecondi, 2 ** Math.min(falliti - soglia, 30));
}

/** Where failures are counted: the database, shared by every process, or this process's memory in tests. */
export interface RegistroTentativi {
  /** Whole seconds still to wait before any of these keys may try again; 0 when they may. */
  attesa(chiavi: readonly Chiave[]): Promise<number>;
  fallito(chiavi: readonly Chiave[]): Promise<void>;
  /** A success forgets the account's failures; the address keeps its own until its window passes. */
  riuscito(chiave: Chiave): Promise<void>;
}

export function registroInMemoria(limiti: LimitiAccesso): RegistroTentativi {
  const righe = new Map<string, { falliti: number; ultimo: number; attesaFino: number }>();
  return {
    async attesa(chiavi) {
      const fino = Math.max(0, ...chiavi.map(({ chiave }) => righe.get(chiave)?.attesaFino ?? 0));
      return Math.max(0, Math.ceil((fino - Date.now()) / 1000));
    },
    async fallito(chiavi) {
      const adesso = Date.now();
      for (const { chiave, soglia } of chiavi) {
        const riga = righe.get(chiave);
        const falliti = riga && adesso - riga.ultimo < limiti.finestraSecondi * 1000 ? riga.falliti + 1 : 1;
        const attesaFino = adesso + attesaDopo(falliti, soglia, limiti) * 1000;
        righe.set(chiave, { falliti, ultimo: adesso, attesaFino: Math.max(attesaFino, riga?.attesaFino ?? 0) });
      }
    },
    async riuscito({ chiave }) {
      righe.delete(chiave);
    },
  };
}
