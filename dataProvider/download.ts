export const DEFAULT_FILENAME = 'downloaded_file';

/** A downloaded file, before the caller decides to save it. */
export interface Download {
  readonly blob: Blob;
  readonly filename: string;
}

// Some browsers cancel a download whose object URL is revoked at once (the reason FileSaver.js waits too).
const REVOKE_DELAY_MS = 40_000;

const decodeExtended = (value: string): string | undefined => {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
};

/** The file name of a `Content-Disposition` header: `filename*=UTF-8''…` first (RFC 6266), then `filename="…"`. */
export function filenameFrom(contentDisposition: string | null): string {
  if (!contentDisposition) return DEFAULT_FILENAME;
  const extended = /filename\*\s*=\s*[\w-]*'[^']*'([^;\s]+)/i.exec(contentDisposition);
  const decoded = extended && decodeExtended(extended[1]);
  if (decoded) return decoded;
  const quoted = /filename\s*=\s*"((?:\\.|[^"\\])*)"/i.exec(contentDisposition);
  if (quoted) return quoted[1].replace(/\\(.)/g, '$1') || DEFAULT_FILENAME;
  const bare = /filename\s*=\s*([^;\s]+)/i.exec(contentDisposition);
  return bare ? bare[1] : DEFAULT_FILENAME;
}

/** Hands a blob to the browser as a file download (object URL and a temporary anchor). */
export function saveBlob(blob: Blob, filename: string): void {
  try {
    const url = URL.createObjectURL(blob);
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = filename;
    anchor.hidden = true;
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
  } catch (error) {
    console.error(`Download of "${filename}" failed`, error);
    throw error;
  }
}
