import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from '../../../dataProvider';
import { filenameFrom } from '../../../dataProvider/download';

describe('filenameFrom', () => {
  it.each([
    ['attachment; filename="riepilogo.xlsx"', 'riepilogo.xlsx'],
    ['attachment; filename="nome \\"citato\\".pdf"', 'nome "citato".pdf'],
    ["attachment; filename*=UTF-8''riepilogo%20attivit%C3%A0.xlsx", 'riepilogo attività.xlsx'],
    ['attachment; filename="fallback.xlsx"; filename*=UTF-8\'\'preferito.xlsx', 'preferito.xlsx'],
    ['attachment; filename=semplice.docx', 'semplice.docx'],
    ['attachment', 'downloaded_file'],
    [null, 'downloaded_file'],
  ])('reads %s as %s', (header, filename) => {
    expect(filenameFrom(header)).toBe(filename);
  });
});

describe('saveBlob', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs a failure and rethrows it', () => {
    const logged: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));

    expect(() => saveBlob('non un blob' as unknown as Blob, 'file.xlsx')).toThrow();
    expect(logged[0][0]).toBe('Download of "file.xlsx" failed');
  });
});
