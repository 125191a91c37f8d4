const MAX_LENGTH = 150;
const FALLBACK = 'file';
/**
 * Control characters, and the invisible ones that can disguise an extension ("fattura\u202Efdp.exe" reads
 * "fatturaexe.pdf").
 */
const INVISIBLE = /[\p{Cc}\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/gu;
/** Characters Windows forbids in names, and quotes that would break a Content-Disposition header. */
const RESERVED = /[<>:"|?*]/g;
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

/** A safe name to show and to offer on download: no folders, no traversal, no hidden or invisible parts. */
export function sanitizeFileName(name: string): string {
  const lastSegment = name.normalize('NFC').split(/[/\\]/).at(-1) ?? '';
  const cleaned = lastSegment
    .replace(INVISIBLE, '')
    .replace(RESERVED, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  return truncate(cleaned) || FALLBACK;
}

/** Counts code points, so no emoji or accented letter is cut in half, and keeps the extension. */
function truncate(name: string): string {
  const characters = Array.from(name);
  if (characters.length <= MAX_LENGTH) return name;
  const extension = EXTENSION.exec(name)?.[0] ?? '';
  const stem = characters.slice(0, MAX_LENGTH - Array.from(extension).length).join('');
  return stem.replace(/[\s.]+$/, '') + extension;
}
