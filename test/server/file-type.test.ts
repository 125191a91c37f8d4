import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { detectFileType, detectZipKind, SNIFF_BYTES } from '../../server/src/files/file-type';
import {
  asPem,
  SAMPLE_EXE,
  SAMPLE_JPEG,
  SAMPLE_PNG,
  SAMPLE_TIFF,
  sampleDocx,
  samplePdf,
  samplePkcs7Data,
  samplePptxLikeZip,
  sampleP7mBer,
  sampleP7mDer,
  sampleXlsx,
  sampleZip,
} from '../support/file-samples';

const head = (bytes: Buffer) => bytes.subarray(0, SNIFF_BYTES);

describe('detectFileType, from the first bytes', () => {
  it.each([
    ['pdf', () => samplePdf()],
    ['png', () => SAMPLE_PNG],
    ['jpeg', () => SAMPLE_JPEG],
    ['tiff', () => SAMPLE_TIFF],
    ['xlsx', () => sampleXlsx()],
    ['zip', () => sampleZip([['relazione.txt', 'Relazione tecnica']])],
  ])('recognises a real %s', async (kind, sample) => {
    expect(await detectFileType(head(await sample()))).toBe(kind);
  });

  it.each([
    ['DER with definite lengths', sampleP7mDer()],
    ['BER with indefinite lengths', sampleP7mBer()],
    ['base64 without header', Buffer.from(sampleP7mDer().toString('base64'))],
    ['PEM', asPem(sampleP7mDer())],
  ])('recognises a signed P7M in %s', async (_, bytes) => {
    expect(await detectFileType(head(bytes))).toBe('p7m');
  });

  it('refuses a PKCS#7 that is not signed data', async () => {
    expect(await detectFileType(samplePkcs7Data())).toBeUndefined();
    expect(await detectFileType(asPem(samplePkcs7Data()))).toBeUndefined();
  });

  it.each([
    ['a Windows executable', SAMPLE_EXE],
    ['plain text', Buffer.from('Questo non è un PDF')],
    ['an empty file', Buffer.alloc(0)],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1')],
    ['a shell script', Buffer.from('#!/bin/sh\nrm -rf /\n')],
  ])('refuses %s', async (_, bytes) => {
    expect(await detectFileType(bytes)).toBeUndefined();
  });
});

describe('detectZipKind, on the whole archive', () => {
  const folder = mkdtemp(join(tmpdir(), 'file-type-'));
  afterAll(async () => rm(await folder, { recursive: true, force: true }));
  const onDisk = async (name: string, bytes: Buffer) => {
    const path = join(await folder, name);
    await writeFile(path, bytes);
    return path;
  };

  it('finds the DOCX that the first bytes only show as a ZIP', async () => {
    const docx = await sampleDocx();
    expect(await detectFileType(head(docx))).toBe('zip');
    expect(await detectZipKind(await onDisk('documento', docx))).toBe('docx');
  });

  it('keeps a plain archive a ZIP', async () => {
    expect(
      await detectZipKind(
        await onDisk(
          'archivio',
          await sampleZip([
            ['a.txt', 'a'],
            ['b/c.txt', 'c'],
          ]),
        ),
      ),
    ).toBe('zip');
  });

  it('refuses an archive of a kind not accepted', async () => {
    const pptx = await samplePptxLikeZip();
    expect(await detectFileType(head(pptx))).toBe('zip');
    expect(await detectZipKind(await onDisk('presentazione', pptx))).toBeUndefined();
  });
});
