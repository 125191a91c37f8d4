import * as asn1js from 'asn1js';
import { Certificate, ContentInfo, SignedData, SignedDataVerifyError } from 'pkijs';
import { codiceFiscaleDi, firmatarioDi, motivoValidita } from './certificato';
import type { EsitoFirma } from './esito';
import type { ElenchiFiducia } from './fiducia';

/** What a verification checks beyond the signature itself: the trusted lists, when configured. */
export interface OpzioniVerifica {
  readonly fiducia?: ElenchiFiducia;
}

const SIGNED_DATA = '1.2.840.113549.1.7.2';
const SIGNING_TIME = '1.2.840.113549.1.9.5';
/** pkijs's code when the content's digest differs from the signed one. */
const DIGEST_DIVERSO = 15;

export const MOTIVI = {
  illeggibile: 'la busta di firma non è leggibile',
  senzaCertificato: 'la busta non contiene il certificato del firmatario',
  modificato: 'il contenuto è stato modificato dopo la firma',
  nonCorrisponde: 'la firma non corrisponde al certificato del firmatario',
  senzaContenuto: 'la busta non contiene il documento firmato',
  algoritmo: 'la firma usa un algoritmo non supportato',
} as const;

type Esito = Omit<EsitoFirma, 'formato'>;

const nonValida = (motivo: string, certificato?: Certificate | null, firmatoIl: string | null = null): Esito => ({
  valida: false,
  firmatario: certificato ? firmatarioDi(certificato) : null,
  codiceFiscale: certificato ? codiceFiscaleDi(certificato) : null,
  firmatoIl,
  motivo,
});

/** The signedData of a DER/BER CMS, or the Italian reason it cannot be read as one. */
export function leggiSignedData(der: Uint8Array): SignedData | string {
  try {
    const asn = asn1js.fromBER(der);
    if (asn.offset === -1) return MOTIVI.illeggibile;
    const info = new ContentInfo({ schema: asn.result });
    if (info.contentType !== SIGNED_DATA) return MOTIVI.illeggibile;
    return new SignedData({ schema: info.content });
  } catch {
    return MOTIVI.illeggibile;
  }
}

function orarioDichiarato(signed: SignedData, firmatario: number): Date | null {
  const attributo = signed.signerInfos[firmatario]?.signedAttrs?.attributes.find((a) => a.type === SIGNING_TIME);
  const valore = attributo?.values[0] as asn1js.UTCTime | asn1js.GeneralizedTime | undefined;
  return valore && 'toDate' in valore ? valore.toDate() : null;
}

/**
 * Verifies every signer of `signed` over its own content or, detached, over `dati`; the answer is the first signer's,
 * or that of the first whose signature fails.
 */
export async function verificaSignedData(
  signed: SignedData,
  dati: Uint8Array | undefined,
  orarioDiRiserva: Date | null,
  opzioni: OpzioniVerifica,
): Promise<Esito> {
  if (signed.signerInfos.length === 0) return nonValida(MOTIVI.illeggibile);
  const esiti: Esito[] = [];
  for (const firmatario of signed.signerInfos.keys()) {
    const esito = await verificaFirmatario(signed, firmatario, dati, orarioDiRiserva, opzioni);
    if (!esito.valida) return esito;
    esiti.push(esito);
  }
  return esiti[0];
}

/**
 * One signer: the digest, the signature with the certificate the envelope carries, and the certificate in force at
 * the declared signing time (`orarioDiRiserva`, or now, when the CMS declares none: PAdES keeps it in the signature
 * dictionary); with trusted lists, its issuer among them.
 */
async function verificaFirmatario(
  signed: SignedData,
  firmatario: number,
  dati: Uint8Array | undefined,
  orarioDiRiserva: Date | null,
  { fiducia }: OpzioniVerifica,
): Promise<Esito> {
  const dichiarato = orarioDichiarato(signed, firmatario) ?? orarioDiRiserva ?? null;
  const firmatoIl = dichiarato?.toISOString() ?? null;
  if (!dati && !signed.encapContentInfo.eContent) return nonValida(MOTIVI.senzaContenuto);
  let certificato: Certificate | null = null;
  try {
    const esito = await signed.verify({
      signer: firmatario,
      data: dati ? new Uint8Array(dati).buffer : undefined,
      extendedMode: true,
      checkChain: false,
    });
    certificato = esito.signerCertificate ?? null;
    if (!certificato) return nonValida(MOTIVI.senzaCertificato, null, firmatoIl);
    if (!esito.signatureVerified) return nonValida(MOTIVI.nonCorrisponde, certificato, firmatoIl);
  } catch (error) {
    if (!(error instanceof SignedDataVerifyError)) return nonValida(MOTIVI.illeggibile, null, firmatoIl);
    const daCertificato = error.signerCertificate ?? null;
    if (error.code === 2 || error.code === 3) return nonValida(MOTIVI.senzaCertificato, null, firmatoIl);
    if (error.code === 7) return nonValida(MOTIVI.algoritmo, daCertificato, firmatoIl);
    if (error.code === DIGEST_DIVERSO && /digest/i.test(error.message))
      return nonValida(MOTIVI.modificato, daCertificato, firmatoIl);
    return nonValida(MOTIVI.nonCorrisponde, daCertificato, firmatoIl);
  }
  const validita = motivoValidita(certificato, dichiarato ?? new Date());
  if (validita) return nonValida(validita, certificato, firmatoIl);
  const sfiducia = fiducia ? await fiducia.motivoSfiducia(certificato) : null;
  if (sfiducia) return nonValida(sfiducia, certificato, firmatoIl);
  return {
    valida: true,
    firmatario: firmatarioDi(certificato),
    codiceFiscale: codiceFiscaleDi(certificato),
    firmatoIl,
    motivo: null,
  };
}
