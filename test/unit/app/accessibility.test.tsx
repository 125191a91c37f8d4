import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PORTAL_TEST_TIMEOUT, renderPortal } from './support/renderPortal';
import { serverFinto } from './support/serverFinto';

const BANDI = [
  { idBando: 1, descrizione: 'Contratti di filiera 2024', numeroProgrammi: 12, tipologia: 'V' },
  { idBando: 2, descrizione: 'Distretti del cibo 2024', numeroProgrammi: 4, tipologia: 'DC' },
];

/** WCAG 2.1 A and AA rules; jsdom cannot lay out, so colour contrast is left to the browser suite. */
async function violations() {
  const { violations: found } = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return found.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html).join(' | ')}`);
}

describe('accessibility', { timeout: PORTAL_TEST_TIMEOUT }, () => {
  // axe measures icon ligatures on a canvas, which jsdom lacks; without one it skips that check.
  beforeEach(() => vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('has no WCAG 2.1 AA violation on the call list, with the navigation open', async () => {
    await renderPortal({ fetch: serverFinto({ 'GET /api/bando/getListaBandi': BANDI }).fetch });
    await screen.findByRole('link', { name: 'Dettaglio Contratti di filiera 2024' });
    await screen.findByRole('button', { name: /^Scarica riepilogo/ });
    expect(await violations()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Mostra la navigazione' }));
    expect(await violations()).toEqual([]);
  });

  it('has no WCAG 2.1 AA violation with the profile menu open', async () => {
    await renderPortal({ fetch: serverFinto({ 'GET /api/bando/getListaBandi': [] }).fetch });
    await userEvent.click(await screen.findByRole('button', { name: /^Area riservata/ }));
    await screen.findByRole('menuitem', { name: 'Esci' });
    expect(await violations()).toEqual([]);
  });
});
