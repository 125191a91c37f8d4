/** What the portal read of an uploaded file's signature: kept with the file and shown in its list. */
export interface EsitoFirma {
  readonly formato: 'PADES' | 'CADES';
  readonly valida: boolean;
  /** Given name and surname from the certificate (its common name when they are missing). */
  readonly firmatario: string | null;
  /** From the certificate's serialNumber (`TINIT-…`, `IT:…`), when it holds one. */
  readonly codiceFiscale: string | null;
  /** The signing time the signature declares, ISO; null when it declares none. */
  readonly firmatoIl: string | null;
  /** Why it is not valid, in Italian; null when valid. */
  readonly motivo: string | null;
}

export const FORMATO_LEGGIBILE: Record<EsitoFirma['formato'], string> = {
  PADES: 'PAdES',
  CADES: 'CAdES (.p7m)',
};
