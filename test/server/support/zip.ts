import { inflateRawSync } from 'node:zlib';

/**
 * One entry of a ZIP archive (a DOCX is one), read through the central directory with `node:zlib`: no ZIP library
 * is a declared dependency of the project.
 */
export function voceZip(archivio: Buffer, nome: string): Buffer {
  const fine = archivio.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (fine < 0) throw new Error('Non è un archivio ZIP');
  const voci = archivio.readUInt16LE(fine + 10);
  let posizione = archivio.readUInt32LE(fine + 16);
  for (let i = 0; i < voci; i++) {
    const metodo = archivio.readUInt16LE(posizione + 10);
    const compressa = archivio.readUInt32LE(posizione + 20);
    const lunghezzaNome = archivio.readUInt16LE(posizione + 28);
    const altro = archivio.readUInt16LE(posizione + 30) + archivio.readUInt16LE(posizione + 32);
    const locale = archivio.readUInt32LE(posizione + 42);
    if (archivio.toString('utf8', posizione + 46, posizione + 46 + lunghezzaNome) === nome) {
      const dati = locale + 30 + archivio.readUInt16LE(locale + 26) + archivio.readUInt16LE(locale + 28);
      const contenuto = archivio.subarray(dati, dati + compressa);
      return metodo === 0 ? contenuto : inflateRawSync(contenuto);
    }
    posizione += 46 + lunghezzaNome + altro;
  }
  throw new Error(`${nome} non è nell'archivio`);
}

/** The text of a part of a DOCX (the body by default): each paragraph's runs joined, one paragraph a line. */
export function testoDocx(docx: Buffer, parte = 'word/document.xml'): string {
  const xml = voceZip(docx, parte).toString('utf8');
  return xml
    .split(/<\/w:p>/)
    .map((paragrafo) =>
      [...paragrafo.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:br\/>/g)].map((m) => m[1] ?? '\n').join(''),
    )
    .join('\n')
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
