import { HttpError } from 'ra-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { UploadProgressInfo } from '../../../dataProvider';
import { jsonAnswer, providerOver } from './fakeFetch';
import { fakeXhr } from './fakeXhr';
import { schemas } from '../../../resources';

const file = () => new File(['%PDF-1.4'], 'controdeduzioni.pdf', { type: 'application/pdf' });

function uploading(onSend?: Parameters<typeof fakeXhr>[0]) {
  const edge = fakeXhr(onSend);
  const { dataProvider, sent: fetched } = providerOver(schemas, () => jsonAnswer({}), {
    createXhr: edge.createXhr,
  });
  const progress: UploadProgressInfo[] = [];
  const upload = () =>
    dataProvider.action('allegati', 'caricaControDeduzioni', {
      params: { idProgrammaInvestimento: 12 },
      file: file(),
      onUploadProgress: (info) => progress.push(info),
    });
  return { ...edge, fetched, progress, upload };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('uploads with progress (XMLHttpRequest)', () => {
  it('sends the multipart body with bearer and anti-forgery headers, reports progress, answers the JSON', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf%3D1';
    const { upload, progress, last, fetched } = uploading((xhr) => {
      xhr.progress(512, 2048);
      xhr.progress(2048, 2048);
      xhr.respond(201, { idAllegato: 7, nomeFile: 'controdeduzioni.pdf' });
    });

    const answer = await upload();

    expect(answer).toEqual({ idAllegato: 7, nomeFile: 'controdeduzioni.pdf' });
    expect(fetched).toEqual([]);
    const xhr = last();
    expect([xhr.method, xhr.url]).toEqual(['POST', 'http://programmi.test/api/allegato/caricaControDeduzioni/12']);
    expect(xhr.headers.get('Authorization')).toBe('Bearer token-di-prova');
    expect(xhr.headers.get('X-XSRF-TOKEN')).toBe('xsrf=1');
    expect(xhr.headers.has('Content-Type')).toBe(false);
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    expect(progress).toEqual([
      { loaded: 512, total: 2048, percent: 25 },
      { loaded: 2048, total: 2048, percent: 100 },
    ]);
  });

  it('gives no percentage when the browser does not know the total', async () => {
    const { upload, progress } = uploading((xhr) => {
      xhr.progress(100, 0);
      xhr.respond(204);
    });

    await expect(upload()).resolves.toBeUndefined();
    expect(progress).toEqual([{ loaded: 100, total: undefined, percent: undefined }]);
  });

  it("maps a refusal into react-admin's HttpError with the server's Italian message and field errors", async () => {
    const { upload } = uploading((xhr) =>
      xhr.respond(400, {
        message: 'Richiesta non valida',
        errors: { dataScadenza: 'La data di scadenza è obbligatoria' },
      }),
    );

    const error = (await upload().catch((failure: unknown) => failure)) as HttpError;

    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Richiesta non valida');
    expect(error.body.errors).toEqual({
      dataScadenza: 'La data di scadenza è obbligatoria',
      root: { serverError: 'Richiesta non valida' },
    });
  });

  it('answers the generic Italian message for a body that is not JSON, and for a network failure', async () => {
    const tooLarge = uploading((xhr) => {
      xhr.status = 413;
      xhr.responseText = '<html>Request Entity Too Large</html>';
      xhr.dispatchEvent(new Event('load'));
    });
    const refused = (await tooLarge.upload().catch((failure: unknown) => failure)) as HttpError;
    expect([refused.status, refused.message]).toEqual([413, 'Si è verificato un errore applicativo']);

    const offline = uploading((xhr) => xhr.fail());
    const lost = (await offline.upload().catch((failure: unknown) => failure)) as HttpError;
    expect([lost.status, lost.message]).toEqual([0, 'Si è verificato un errore applicativo']);
  });

  it('stops the request when the signal aborts, and stays an AbortError', async () => {
    const controller = new AbortController();
    const edge = fakeXhr();
    const { dataProvider } = providerOver(schemas, undefined, { createXhr: edge.createXhr });

    const upload = dataProvider.action('allegati', 'caricaControDeduzioni', {
      params: { idProgrammaInvestimento: 12 },
      file: file(),
      signal: controller.signal,
      onUploadProgress: () => undefined,
    });
    await settle();
    controller.abort();

    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(edge.last().aborted).toBe(true);
  });

  it('keeps the fetch path for multipart calls that ask for no progress', async () => {
    const edge = fakeXhr();
    const { dataProvider, sent } = providerOver(schemas, () => jsonAnswer({ idAllegato: 3 }), {
      createXhr: edge.createXhr,
    });

    await dataProvider.action('allegati', 'caricaControDeduzioni', {
      params: { idProgrammaInvestimento: 12 },
      file: file(),
    });

    expect(sent.map((request) => request.url)).toEqual(['http://programmi.test/api/allegato/caricaControDeduzioni/12']);
    expect(edge.sent).toEqual([]);
  });
});
