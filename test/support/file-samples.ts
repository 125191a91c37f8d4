import { ZipArchive } from 'archiver';
import { Document, Packer, Paragraph } from 'docx';
import ExcelJS from 'exceljs';

/** A complete one-page PDF, cross-reference table included. */
export function samplePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A 1×1 PNG. */
export const SAMPLE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The JFIF header of a JPEG (start of image, APP0) and its end marker. */
export const SAMPLE_JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xd9,
]);

/** A little-endian TIFF header with one directory entry (image width). */
export const SAMPLE_TIFF = Buffer.from([
  0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x01, 0x03, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01,
  0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
]);

/** A Windows executable: MZ header pointing at a PE signature. */
export const SAMPLE_EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0x00, 0x00, 0x00]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200),
]);

const SIGNED_DATA_OID = [0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x02];
const DATA_OID = [0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x01];
const SHA256_ALGORITHM = [0x30, 0x0d, 0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x01, 0x05, 0x00];

/**
 * The start of a CAdES signed file as Italian signing tools write it: ContentInfo(signedData) → SignedData version 1,
 * digest algorithms {sha256}, encapsulated content of type data, followed by filler up to the declared length.
 */
export function sampleP7mDer(): Buffer {
  const header = [
    0x30,
    0x82,
    0x08,
    0x00,
    ...SIGNED_DATA_OID,
    0xa0,
    0x82,
    0x07,
    0xf1,
    0x30,
    0x82,
    0x07,
    0xed,
    0x02,
    0x01,
    0x01,
    0x31,
    0x0f,
    ...SHA256_ALGORITHM,
    0x30,
    0x82,
    0x01,
    0x00,
    ...DATA_OID,
    0xa0,
    0x81,
    0xf2,
    0x04,
    0x81,
    0xef,
  ];
  return Buffer.concat([Buffer.from(header), Buffer.alloc(0x804 - header.length, 0x41)]);
}

/** The same structure with BER indefinite lengths (0x30 0x80), as some tools stream it. */
export function sampleP7mBer(): Buffer {
  return Buffer.concat([
    Buffer.from([0x30, 0x80, ...SIGNED_DATA_OID, 0xa0, 0x80, 0x30, 0x80, 0x02, 0x01, 0x01]),
    Buffer.alloc(500, 0x42),
  ]);
}

/** A DER PKCS#7 of type data, not signed. */
export function samplePkcs7Data(): Buffer {
  return Buffer.concat([
    Buffer.from([0x30, 0x82, 0x01, 0x10, ...DATA_OID, 0xa0, 0x82, 0x01, 0x01]),
    Buffer.alloc(0x105, 0x43),
  ]);
}

export function asPem(der: Buffer): Buffer {
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return Buffer.from(`-----BEGIN PKCS7-----\r\n${lines.join('\r\n')}\r\n-----END PKCS7-----\r\n`);
}

export async function sampleXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Investimenti').addRows([
    ['Voce', 'Importo'],
    ['Macchinari', 120000],
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The docx package writes `[Content_Types].xml` last, past the first 4 KB. */
export async function sampleDocx(): Promise<Buffer> {
  const document = new Document({ sections: [{ children: [new Paragraph('Richiesta di integrazione documentale')] }] });
  return Packer.toBuffer(document);
}

export async function sampleZip(
  entries: ReadonlyArray<readonly [name: string, content: string | Buffer]>,
): Promise<Buffer> {
  const archive = new ZipArchive({ zlib: { level: 9 } });
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => {
    archive.on('end', resolve);
    archive.on('error', reject);
  });
  for (const [name, content] of entries) archive.append(content, { name });
  await archive.finalize();
  await done;
  return Buffer.concat(chunks);
}

/** A PowerPoint-like archive whose `[Content_Types].xml` comes after the first 4 KB. */
export function samplePptxLikeZip(): Promise<Buffer> {
  return sampleZip([
    ['ppt/slides/slide1.xml', randomText(16_384)],
    [
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/ppt/presentation.xml" ' +
        'ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/></Types>',
    ],
    ['ppt/presentation.xml', '<p:presentation/>'],
  ]);
}

/** Incompressible text, so archive entries keep their size. */
export function randomText(length: number): string {
  let state = 42;
  return Array.from({ length }, () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return String.fromCharCode(33 + (state % 94));
  }).join('');
}
