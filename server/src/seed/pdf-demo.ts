/**
 * A small valid one-page PDF with a title and a line of text (Helvetica, WinAnsi), for the demo attachments: real
 * files the type detection accepts and a viewer opens. Kept here because the seed must not depend on the tests.
 */
export function pdfDemo(titolo: string, riga: string): Buffer {
  const testo = (valore: string) => valore.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\xff]/g, '?');
  const contenuto = `BT /F1 16 Tf 72 770 Td (${testo(titolo)}) Tj ET\nBT /F1 11 Tf 72 745 Td (${testo(riga)}) Tj ET\n`;
  const oggetti = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(contenuto, 'latin1')} >>\nstream\n${contenuto}endstream`,
  ];
  let corpo = '%PDF-1.4\n';
  const posizioni = oggetti.map((oggetto, i) => {
    const posizione = Buffer.byteLength(corpo, 'latin1');
    corpo += `${i + 1} 0 obj\n${oggetto}\nendobj\n`;
    return posizione;
  });
  const xref = Buffer.byteLength(corpo, 'latin1');
  corpo += `xref\n0 ${oggetti.length + 1}\n0000000000 65535 f \n`;
  corpo += posizioni.map((posizione) => `${String(posizione).padStart(10, '0')} 00000 n \n`).join('');
  corpo += `trailer\n<< /Size ${oggetti.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(corpo, 'latin1');
}
