/** The largest file an upload takes, unless the server is configured otherwise (`UPLOAD_MAX_BYTES`). */
export const DIMENSIONE_MASSIMA_PREDEFINITA = 20 * 1024 * 1024;

/** A size the Italian way, as the server's refusal words it: «20 MB», «512 KB». */
export function dimensioneInItaliano(bytes: number): string {
  const format = (value: number) => value.toLocaleString('it-IT', { maximumFractionDigits: 1 });
  return bytes >= 1024 * 1024 ? `${format(bytes / (1024 * 1024))} MB` : `${format(bytes / 1024)} KB`;
}
