import { describe, expect, it } from 'vitest';
import { sanitizeFileName } from '../../server/src/files/file-name';

describe('sanitizeFileName', () => {
  it.each([
    ['Domanda di contributo.pdf', 'Domanda di contributo.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\Windows\\System32\\drivers\\etc\\hosts', 'hosts'],
    ['C:\\Users\\mario\\Desktop\\preventivo.xlsx', 'preventivo.xlsx'],
    ['/var/data/files/allegato.p7m', 'allegato.p7m'],
    ['cartella/', 'file'],
    ['..', 'file'],
    ['....', 'file'],
    ['', 'file'],
    ['.htaccess', 'htaccess'],
    ['...nascosto.pdf', 'nascosto.pdf'],
    ['relazione.pdf...', 'relazione.pdf'],
    ['  spazi   in   mezzo .pdf  ', 'spazi in mezzo .pdf'],
    ['riga\r\nnuova\t\u0000.pdf', 'riganuova.pdf'],
    ['bilancio<2023>:"finale"|?*.xlsx', 'bilancio2023finale.xlsx'],
    ['fattura\u202Efdp.exe', 'fatturafdp.exe'],
    ['perizia\u200B\uFEFF.pdf', 'perizia.pdf'],
    ['Società agricola è già.docx', 'Società agricola è già.docx'],
  ])('%j → %j', (name, expected) => {
    expect(sanitizeFileName(name)).toBe(expected);
  });

  it('writes accented letters in one form, whatever form they came in', () => {
    expect(sanitizeFileName('Societa\u0300.pdf')).toBe('Società.pdf');
  });

  it('trims long names to 150 characters, keeping the extension', () => {
    const result = sanitizeFileName(`${'a'.repeat(300)}.pdf`);
    expect(result).toHaveLength(150);
    expect(result).toBe(`${'a'.repeat(146)}.pdf`);
  });

  it('counts characters, not code units, and never cuts one in half', () => {
    const result = sanitizeFileName(`${'😀'.repeat(200)}.docx`);
    expect(Array.from(result)).toHaveLength(150);
    expect(result.endsWith('😀.docx')).toBe(true);
    expect(result).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('trims a long name without an extension', () => {
    expect(sanitizeFileName('x'.repeat(151))).toBe('x'.repeat(150));
  });

  it('leaves no trailing dot or space where a long name was cut', () => {
    const result = sanitizeFileName(`${'a'.repeat(144)}  ...${'b'.repeat(50)}.pdf`);
    expect(result).toBe(`${'a'.repeat(144)}.pdf`);
  });
});
