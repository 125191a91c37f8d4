import { QueryObserver } from '@tanstack/react-query';
import { HttpError } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { QueryClientDellaSessione } from '../../../src/auth/risposteDellaSessione';
import { signedInSession } from './support/fakeSession';

/** How many times a page's read (a query observer, as react-admin's hooks) asks what always fails with `errore`. */
async function richiesteFatte(errore: Error) {
  const { session } = await signedInSession({ roles: ['MBAC_COMMISSIONE'] });
  const client = new QueryClientDellaSessione(session);
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
  const chiedi = vi.fn(async () => {
    throw errore;
  });
  const lettura = new QueryObserver(client, { queryKey: ['domande', 'getOne', { id: '99999' }], queryFn: chiedi });
  const fallita = new Promise((resolve) => {
    const smetti = lettura.subscribe((risultato) => {
      if (risultato.status !== 'error') return;
      smetti();
      resolve(risultato.error);
    });
  });
  expect(await fallita).toBe(errore);
  return chiedi.mock.calls.length;
}

describe('which failed reads are asked again', () => {
  it('asks a not-found record once: a 404 answers the same at every try', async () => {
    expect(await richiesteFatte(new HttpError('Domanda non trovata', 404, null))).toBe(1);
  });

  it('asks once a read refused as forbidden, invalid or in conflict', async () => {
    expect(await richiesteFatte(new HttpError('Non consentito', 403, null))).toBe(1);
    expect(await richiesteFatte(new HttpError('Richiesta non valida', 400, null))).toBe(1);
    expect(await richiesteFatte(new HttpError('Stato cambiato', 409, null))).toBe(1);
  });

  it('tries again a read that failed on the network or on a server fault, as passing failures', async () => {
    expect(await richiesteFatte(new HttpError('Servizio non raggiungibile', 0, null))).toBe(4);
    expect(await richiesteFatte(new HttpError('Errore del server', 503, null))).toBe(4);
  });
});
