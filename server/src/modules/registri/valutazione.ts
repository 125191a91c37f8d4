import { Decimal } from '../../domain/decimal';
import type { AiutoConcesso, OrdineRecupero } from './registri';

export type Esito = 'REGOLARE' | 'IRREGOLARE' | 'NON_VERIFICABILE';

export interface Valutazione {
  readonly esito: Esito;
  /** What was found, for a person, in Italian. */
  readonly dettaglio: string;
  /** What was found, as data: the orders or aid the register answered, the sums. */
  readonly dati: Record<string, unknown>;
}

/** Regulation (EU) 2023/2831: de minimis aid to one undertaking over any three years. */
export const MASSIMALE_DE_MINIMIS = 300_000;
/** From this share of the ceiling on, the evidence warns that the firm is close to it. */
export const SOGLIA_ATTENZIONE = 0.8;

const EURO = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
export const euro = (importo: number | Decimal) => EURO.format(Number(importo));
export const data = (giorno: string) => giorno.split('-').reverse().join('/');

const ordine = (o: OrdineRecupero) => `${o.riferimento} (${o.decisione} del ${data(o.dataDecisione)})`;

/** Deggendorf principle: no new aid to a firm that has not repaid aid the Commission ordered it to give back. */
export function valutaDeggendorf(ordini: readonly OrdineRecupero[]): Valutazione {
  const pendenti = ordini.filter((o) => !o.restituito);
  const restituiti = ordini.filter((o) => o.restituito);
  const dati = { ordini };
  if (pendenti.length > 0) {
    const elenco = pendenti.map((o) => `${ordine(o)}, da recuperare ${euro(o.importoDaRecuperare)}`).join('; ');
    return { esito: 'IRREGOLARE', dettaglio: `Ordine di recupero non ancora restituito: ${elenco}.`, dati };
  }
  if (restituiti.length > 0) {
    const elenco = restituiti
      .map((o) => `${ordine(o)}, restituito il ${data(o.dataRestituzione ?? o.dataDecisione)}`)
      .join('; ');
    return {
      esito: 'REGOLARE',
      dettaglio: `Nessun ordine di recupero pendente. Ordini già restituiti: ${elenco}.`,
      dati,
    };
  }
  return { esito: 'REGOLARE', dettaglio: "Nessun ordine di recupero a carico dell'impresa.", dati };
}

/** The first day of the three years ending today: the RNA's window for the de minimis ceiling. */
export function inizioTriennio(oggi: string): string {
  const [anno, mese, giorno] = oggi.split('-').map(Number);
  // The same day three years before (28 February for a 29th), then the day after it.
  const ultimoDelMese = new Date(Date.UTC(anno - 3, mese, 0)).getUTCDate();
  return new Date(Date.UTC(anno - 3, mese - 1, Math.min(giorno, ultimoDelMese) + 1)).toISOString().slice(0, 10);
}

/**
 * De minimis ceiling over the three years (the aid the RNA lists from `dal`), and the cumulation the instructor judges:
 * every aid found plus the programme's own, at its gross grant equivalent (docs/esl.md).
 */
export function valutaRna(aiuti: readonly AiutoConcesso[], dal: string, eslProgramma: number | null): Valutazione {
  const somma = (lista: readonly AiutoConcesso[]) => Decimal.sum(0, ...lista.map((a) => a.importoEsl));
  const deMinimis = somma(aiuti.filter((a) => a.tipo === 'DE_MINIMIS'));
  const altri = aiuti.filter((a) => a.tipo !== 'DE_MINIMIS');
  const margine = Decimal.max(0, new Decimal(MASSIMALE_DE_MINIMIS).minus(deMinimis));
  const oltre = deMinimis.greaterThan(MASSIMALE_DE_MINIMIS);
  const prossimo = !oltre && deMinimis.greaterThanOrEqualTo(MASSIMALE_DE_MINIMIS * SOGLIA_ATTENZIONE);
  const cumulato = somma(aiuti).plus(eslProgramma ?? 0);
  const parti = [
    oltre
      ? `Aiuti de minimis dal ${data(dal)}: ${euro(deMinimis)}, oltre ` +
        `il massimale di ${euro(MASSIMALE_DE_MINIMIS)} nel triennio.`
      : `Aiuti de minimis dal ${data(dal)}: ${euro(deMinimis)}; margine ` +
        `residuo ${euro(margine)} sul massimale di ${euro(MASSIMALE_DE_MINIMIS)}.`,
    prossimo ? 'Attenzione: impresa prossima al massimale de minimis.' : '',
    altri.length > 0
      ? `Altri aiuti di Stato nel periodo: ${altri.length}, ` +
        `per ${euro(somma(altri))} (${altri.map((a) => a.cor).join(', ')}).`
      : '',
    eslProgramma === null
      ? 'ESL del programma non calcolabile (dati del finanziamento incompleti).'
      : `Aiuto del programma (ESL): ${euro(eslProgramma)}; cumulo con gli aiuti trovati: ${euro(cumulato)}.`,
  ];
  return {
    esito: oltre ? 'IRREGOLARE' : 'REGOLARE',
    dettaglio: parti.filter(Boolean).join(' '),
    dati: {
      dal,
      massimale: MASSIMALE_DE_MINIMIS,
      totaleDeMinimis: deMinimis.toNumber(),
      margineResiduo: margine.toNumber(),
      prossimoAlMassimale: prossimo,
      eslProgramma,
      totaleCumulato: cumulato.toNumber(),
      aiuti,
    },
  };
}

export function nonVerificabile(registro: string, motivo: string): Valutazione {
  return {
    esito: 'NON_VERIFICABILE',
    dettaglio: `${registro} non interrogabile: ${motivo}. Ripetere la verifica.`,
    dati: { errore: motivo },
  };
}
