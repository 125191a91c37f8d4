import * as asn1js from 'asn1js';
import { Certificate } from 'pkijs';
import type { FirmeConfig } from '../config';

/** Whether a signer's certificate was issued by a trust service provider of the configured trusted lists. */
export interface ElenchiFiducia {
  /** The Italian reason it is not, or null when it is. */
  motivoSfiducia(certificato: Certificate): Promise<string | null>;
}

export const MOTIVI_FIDUCIA = {
  nonElencato:
    'il certificato del firmatario non è emesso da un prestatore di servizi fiduciari degli elenchi di fiducia europei',
  nonRaggiungibili: 'gli elenchi di fiducia europei non sono raggiungibili ora: riprova più tardi',
} as const;

export interface OpzioniFiducia {
  /** The EU list of trusted lists (whose pointers are followed), or one national trusted list. */
  readonly url: string;
  /** How long a download is used before the lists are read again. */
  readonly validitaMs: number;
  readonly timeoutMs: number;
}

const CERTIFICATO = /<(?:[\w-]+:)?X509Certificate>\s*([A-Za-z0-9+/=\s]+?)\s*<\/(?:[\w-]+:)?X509Certificate>/g;
const PUNTATORE = /<(?:[\w-]+:)?TSLLocation>\s*([^<\s]+\.xml)\s*<\/(?:[\w-]+:)?TSLLocation>/g;

async function scarica(url: string, timeoutMs: number): Promise<string> {
  const risposta = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!risposta.ok) throw new Error(`${url}: HTTP ${risposta.status}`);
  return risposta.text();
}

function certificatiDi(xml: string): Certificate[] {
  return [...xml.matchAll(CERTIFICATO)].flatMap(([, base64]) => {
    const asn = asn1js.fromBER(Buffer.from(base64.replace(/\s+/g, ''), 'base64'));
    if (asn.offset === -1) return [];
    try {
      return [new Certificate({ schema: asn.result })];
    } catch {
      return [];
    }
  });
}

/**
 * The certificates the lists name (ETSI TS 119 612). The EU list's own certificates are those of the national lists'
 * operators, not of issuers: when the document points to other lists, only theirs count. A national list that does
 * not answer is left out, so one country's outage does not refuse every other's signatures.
 */
async function leggiElenchi({ url, timeoutMs }: OpzioniFiducia): Promise<Certificate[]> {
  const radice = await scarica(url, timeoutMs);
  const puntatori = [...new Set([...radice.matchAll(PUNTATORE)].map(([, indirizzo]) => indirizzo))];
  if (puntatori.length === 0) return certificatiDi(radice);
  const nazionali = await Promise.allSettled(puntatori.map((indirizzo) => scarica(indirizzo, timeoutMs)));
  return nazionali.flatMap((esito) => (esito.status === 'fulfilled' ? certificatiDi(esito.value) : []));
}

/** Read at the first signature to check, then again once `validitaMs` has passed; a failed reading is retried. */
export function elenchiFiducia(opzioni: OpzioniFiducia): ElenchiFiducia {
  let lettura: { readonly certificati: Promise<Certificate[]>; readonly il: number } | undefined;
  const certificati = () => {
    if (!lettura || Date.now() - lettura.il > opzioni.validitaMs) {
      const corrente = { certificati: leggiElenchi(opzioni), il: Date.now() };
      corrente.certificati.catch(() => {
        if (lettura === corrente) lettura = undefined;
      });
      lettura = corrente;
    }
    return lettura.certificati;
  };
  return {
    async motivoSfiducia(certificato) {
      let elencati: Certificate[];
      try {
        elencati = await certificati();
      } catch {
        return MOTIVI_FIDUCIA.nonRaggiungibili;
      }
      for (const emittente of elencati) {
        if (!emittente.subject.isEqual(certificato.issuer)) continue;
        if (await certificato.verify(emittente).catch(() => false)) return null;
      }
      return MOTIVI_FIDUCIA.nonElencato;
    },
  };
}

/** From the configuration: off (undefined) unless the lists' address is set. */
export const fiduciaDa = (config: FirmeConfig): ElenchiFiducia | undefined =>
  config.elencoFiduciaUrl
    ? elenchiFiducia({
        url: config.elencoFiduciaUrl,
        validitaMs: config.elencoFiduciaValiditaMs,
        timeoutMs: config.elencoFiduciaTimeoutMs,
      })
    : undefined;
