import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClientDellaSessione } from '../../../src/auth/risposteDellaSessione';
import { signedInSession } from './support/fakeSession';
import { PORTAL_TEST_TIMEOUT, renderPortal } from './support/renderPortal';
import { serverFinto } from './support/serverFinto';

/** What react-admin's cache answers to a question (a query key) of the auth provider, and whether it had to ask. */
async function risposta(roles: readonly string[], queryKey: readonly unknown[]) {
  const { session } = await signedInSession({ roles });
  const chiedi = vi.fn(async () => 'chiesto al fornitore');
  const data = await new QueryClientDellaSessione(session).fetchQuery({ queryKey, queryFn: chiedi });
  return { data, chiesto: chiedi.mock.calls.length > 0 };
}

describe('the answers the session already knows', { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(cleanup);

  it('draws the shell with the person’s reserved area at once, with no loading screen before it', async () => {
    await renderPortal({ fetch: serverFinto({ 'GET /api/bando/getListaBandi': [] }).fetch });

    // Right after the first drawing, before any answer has come back.
    expect(screen.getByRole('button', { name: /^Area riservata/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostra la navigazione' })).toBeInTheDocument();
  });

  it('answers who is signed in and with which roles without asking', async () => {
    expect(await risposta(['MBAC_COOR_ISMEA'], ['auth', 'checkAuth', {}])).toEqual({ data: true, chiesto: false });
    expect(await risposta(['MBAC_COOR_ISMEA'], ['auth', 'getPermissions', {}])).toEqual({
      data: ['MBAC_COOR_ISMEA'],
      chiesto: false,
    });
    expect(await risposta(['MBAC_BANCA'], ['auth', 'getIdentity'])).toEqual({
      data: { id: expect.any(String), fullName: 'Mario Rossi', cuaa: [] },
      chiesto: false,
    });
  });

  it('answers what a role may do on a resource as a whole, as the policy gives it, without asking', async () => {
    const crea = ['auth', 'canAccess', { action: 'create', resource: 'programmi' }];
    // The proponent creates programmes; the bank only reads financing data.
    expect(await risposta(['MBAC_PROPONENTE'], crea)).toEqual({ data: true, chiesto: false });
    expect(await risposta(['MBAC_BANCA'], crea)).toEqual({ data: false, chiesto: false });
    // The food-district instructor sees the applications, not the programmes.
    const elenca = (resource: string) => ['auth', 'canAccess', { action: 'list', resource }];
    expect(await risposta(['MBAC_ISTRUTTORE'], elenca('programmi'))).toEqual({ data: false, chiesto: false });
    expect(await risposta(['MBAC_ISTRUTTORE'], elenca('domande'))).toEqual({ data: true, chiesto: false });
  });

  it('still asks about one record, whose state decides, and about anything else', async () => {
    const suUnProgramma = ['auth', 'canAccess', { action: 'edit', resource: 'programmi', recordId: 7 }];
    expect(await risposta(['MBAC_PROPONENTE'], suUnProgramma)).toEqual({ data: 'chiesto al fornitore', chiesto: true });
    expect(await risposta(['MBAC_PROPONENTE'], ['programmi', 'getList'])).toEqual({
      data: 'chiesto al fornitore',
      chiesto: true,
    });
  });
});
