import {
  AlignmentType,
  Document,
  Header,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type FileChild,
} from 'docx';

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const AMMINISTRAZIONE = "Ministero dell'agricoltura, della sovranità alimentare e delle foreste";
export const PROCEDIMENTO = 'Contratti di filiera e di distretto – Programmi di investimento';

/** A paragraph of plain text; each line of a multi-line text becomes a line break. */
export function testo(
  contenuto: string,
  opzioni: { grassetto?: boolean; allineamento?: 'destra' | 'centro' | 'giustificato' } = {},
): Paragraph {
  const righe = contenuto.split(/\r?\n/);
  const alignment = {
    destra: AlignmentType.RIGHT,
    centro: AlignmentType.CENTER,
    giustificato: AlignmentType.JUSTIFIED,
  }[opzioni.allineamento ?? 'giustificato'];
  return new Paragraph({
    alignment,
    spacing: { after: 120 },
    children: righe.map(
      (riga, i) => new TextRun({ text: riga, bold: opzioni.grassetto, break: i > 0 ? 1 : undefined }),
    ),
  });
}

export const titolo = (contenuto: string) =>
  new Paragraph({
    alignment: AlignmentType.CENTER,
    spacing: { before: 240, after: 240 },
    children: [new TextRun({ text: contenuto, bold: true, size: 28 })],
  });

export const sezione = (contenuto: string) =>
  new Paragraph({
    keepNext: true,
    spacing: { before: 240, after: 120 },
    children: [new TextRun({ text: contenuto, bold: true, size: 24 })],
  });

/** «Label: value» with the label in bold. */
export const voce = (etichetta: string, valore: string) =>
  new Paragraph({
    spacing: { after: 60 },
    children: [new TextRun({ text: `${etichetta}: `, bold: true }), new TextRun(valore)],
  });

const cella = (contenuto: string, grassetto = false, destra = false) =>
  new TableCell({
    children: [
      new Paragraph({
        alignment: destra ? AlignmentType.RIGHT : AlignmentType.LEFT,
        children: [new TextRun({ text: contenuto, bold: grassetto })],
      }),
    ],
  });

/** A full-width table with a header row repeated on every page; `numeriche` are the columns aligned right. */
export function tabella(
  intestazione: readonly string[],
  righe: readonly (readonly string[])[],
  numeriche: readonly number[] = [],
  totale?: readonly string[],
): Table {
  const riga = (valori: readonly string[], grassetto: boolean, tableHeader = false) =>
    new TableRow({
      tableHeader,
      cantSplit: true,
      children: valori.map((valore, i) => cella(valore, grassetto, numeriche.includes(i))),
    });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      riga(intestazione, true, true),
      ...righe.map((valori) => riga(valori, false)),
      ...(totale ? [riga(totale, true)] : []),
    ],
  });
}

/** A two-column table of label and value. */
export const tabellaVoci = (voci: readonly (readonly [string, string])[]) =>
  new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: voci.map(
      ([etichetta, valore]) => new TableRow({ cantSplit: true, children: [cella(etichetta, true), cella(valore)] }),
    ),
  });

/** A document with the administration's letterhead on every page, in Italian. */
export function documento(titoloDocumento: string, contenuto: readonly FileChild[]): Document {
  return new Document({
    creator: 'Contratti di filiera',
    title: titoloDocumento,
    styles: { default: { document: { run: { font: 'Titillium Web', size: 22, language: { value: 'it-IT' } } } } },
    sections: [
      {
        headers: {
          default: new Header({
            children: [
              testo(AMMINISTRAZIONE, { grassetto: true, allineamento: 'centro' }),
              testo(PROCEDIMENTO, { allineamento: 'centro' }),
            ],
          }),
        },
        children: [...contenuto],
      },
    ],
  });
}
