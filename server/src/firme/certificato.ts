import type { Certificate } from 'pkijs';

const OID = { nomeComune: '2.5.4.3', cognome: '2.5.4.4', numeroSeriale: '2.5.4.5', nome: '2.5.4.42' } as const;

/** Italian qualified certificates carry the fiscal code in serialNumber, as `TINIT-…` (ETSI EN 319 412-1) or `IT:…`. */
const CODICE_FISCALE =
  /^(?:TINIT-|IT:)?([A-Z]{6}[0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z])$/i;

function attributo(certificato: Certificate, oid: string): string | null {
  const trovato = certificato.subject.typesAndValues.find((t) => t.type === oid);
  const valore = (trovato?.value.valueBlock as { value?: unknown } | undefined)?.value;
  return typeof valore === 'string' && valore.trim() ? valore.trim() : null;
}

export function firmatarioDi(certificato: Certificate): string | null {
  const nome = attributo(certificato, OID.nome);
  const cognome = attributo(certificato, OID.cognome);
  return nome && cognome ? `${nome} ${cognome}` : attributo(certificato, OID.nomeComune);
}

export function codiceFiscaleDi(certificato: Certificate): string | null {
  const seriale = attributo(certificato, OID.numeroSeriale);
  const trovato = seriale ? CODICE_FISCALE.exec(seriale) : null;
  return trovato ? trovato[1].toUpperCase() : null;
}

const giorno = (data: Date) =>
  data.toLocaleDateString('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric' });

/** Why the certificate could not sign at `quando`, in Italian; null when it was in force then. */
export function motivoValidita(certificato: Certificate, quando: Date): string | null {
  const dal = certificato.notBefore.value;
  const al = certificato.notAfter.value;
  if (quando > al) return `il certificato del firmatario è scaduto il ${giorno(al)}, prima della firma`;
  if (quando < dal) return `il certificato del firmatario era valido solo dal ${giorno(dal)}, dopo la firma`;
  return null;
}
