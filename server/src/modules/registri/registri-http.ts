import { Type, type Static, type TSchema } from 'typebox';
import Value from 'typebox/value';
import { RegistroNonDisponibile, type Registri, type RegistroDeggendorf, type RegistroRna } from './registri';

const Giorno = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** The JSON contract of the real registers (docs/verifiche-registri.md). */
export const RispostaDeggendorf = Type.Object({
  codiceFiscale: Type.String(),
  ordini: Type.Array(
    Type.Object({
      riferimento: Type.String(),
      decisione: Type.String(),
      dataDecisione: Giorno,
      importoDaRecuperare: Type.Number({ minimum: 0 }),
      restituito: Type.Boolean(),
      dataRestituzione: Type.Union([Giorno, Type.Null()]),
    }),
  ),
});

export const RispostaRna = Type.Object({
  codiceFiscale: Type.String(),
  aiuti: Type.Array(
    Type.Object({
      cor: Type.String(),
      misura: Type.String(),
      tipo: Type.Enum(['DE_MINIMIS', 'ESENZIONE', 'NOTIFICATO']),
      concedente: Type.String(),
      dataConcessione: Giorno,
      importoEsl: Type.Number({ minimum: 0 }),
    }),
  ),
});

export interface IndirizziRegistri {
  readonly deggendorfUrl?: string;
  readonly rnaUrl?: string;
  /** Longest wait for one answer, in milliseconds. */
  readonly timeoutMs: number;
}

/**
 * GETs `url` and answers its JSON body when it has the contract's shape; any other outcome is `RegistroNonDisponibile`.
 */
async function leggi<T extends TSchema>(
  url: string,
  schema: T,
  codiceFiscale: string,
  timeoutMs: number,
): Promise<Static<T>> {
  let risposta: Response;
  try {
    risposta = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const scaduto = error instanceof Error && error.name === 'TimeoutError';
    throw new RegistroNonDisponibile(scaduto ? `nessuna risposta entro ${timeoutMs} ms` : 'registro non raggiungibile');
  }
  if (risposta.status !== 200) {
    await risposta.body?.cancel();
    throw new RegistroNonDisponibile(`il registro ha risposto con lo stato HTTP ${risposta.status}`);
  }
  let corpo: unknown;
  try {
    corpo = await risposta.json();
  } catch {
    throw new RegistroNonDisponibile('risposta del registro non leggibile (JSON non valido)');
  }
  if (!Value.Check(schema, corpo)) throw new RegistroNonDisponibile('risposta del registro non conforme al contratto');
  const letto = corpo as Static<T> & { codiceFiscale: string };
  if (letto.codiceFiscale.toUpperCase() !== codiceFiscale) {
    throw new RegistroNonDisponibile('il registro ha risposto per un altro codice fiscale');
  }
  return letto;
}

const cf = (codiceFiscale: string) => encodeURIComponent(codiceFiscale);

export function deggendorfHttp(base: string, timeoutMs: number): RegistroDeggendorf {
  return {
    fonte: `Registro Deggendorf ${base}`,
    ordiniDi: async (codiceFiscale) =>
      (
        await leggi(
          `${base}/soggetti/${cf(codiceFiscale)}/ordini-recupero`,
          RispostaDeggendorf,
          codiceFiscale,
          timeoutMs,
        )
      ).ordini,
  };
}

export function rnaHttp(base: string, timeoutMs: number): RegistroRna {
  return {
    fonte: `Registro Nazionale Aiuti ${base}`,
    aiutiDi: async (codiceFiscale, dal) =>
      (await leggi(`${base}/soggetti/${cf(codiceFiscale)}/aiuti?dal=${dal}`, RispostaRna, codiceFiscale, timeoutMs))
        .aiuti,
  };
}

/** Each register over HTTP when its address is set, else the local one. */
export function registriDaConfigurazione(
  locali: Registri,
  { deggendorfUrl, rnaUrl, timeoutMs }: IndirizziRegistri,
): Registri {
  return {
    deggendorf: deggendorfUrl ? deggendorfHttp(deggendorfUrl, timeoutMs) : locali.deggendorf,
    rna: rnaUrl ? rnaHttp(rnaUrl, timeoutMs) : locali.rna,
  };
}
