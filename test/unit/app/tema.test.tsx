import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PORTAL_TEST_TIMEOUT, renderPortal } from './support/renderPortal';
import { serverFinto } from './support/serverFinto';

describe('the design system’s controls', { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(cleanup);

  it('press without MUI’s ripple, as the design system’s own buttons do', async () => {
    await renderPortal({ fetch: serverFinto({ 'GET /api/bando/getListaBandi': [] }).fetch });
    await userEvent.click(await screen.findByRole('button', { name: 'Mostra la navigazione' }));

    expect(screen.getByRole('button', { name: 'Nascondi la navigazione' })).toBeInTheDocument();
    expect(document.querySelectorAll('.MuiTouchRipple-root, .MuiTouchRipple-ripple')).toHaveLength(0);
  });
});
