import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AmountInput, DateRangeInput, TypeaheadInput, UploadProgress, Wizard } from '../../../src/components';
import { renderInForm } from './support/renderInForm';
import { renderInItalian } from './support/inItalian';

/** WCAG 2.1 A and AA rules; colour contrast needs a layout, which jsdom lacks. */
async function violations() {
  const { violations: found } = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return found.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html).join(' | ')}`);
}

describe('components accessibility', () => {
  beforeEach(() => vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('has no WCAG 2.1 AA violation in the wizard and the upload progress', async () => {
    renderInItalian(
      <main>
        <Wizard
          steps={[
            { name: 'Proponente', content: <p>Dati</p> },
            { name: 'Allegati', disabled: true, content: <p>File</p> },
          ]}
        />
        <UploadProgress fileName="relazione.pdf" percent={30} />
        <UploadProgress fileName="bilancio.pdf" percent={100} concluso />
      </main>,
    );
    expect(await violations()).toEqual([]);
  });

  it('has no WCAG 2.1 AA violation in the inputs, with an error and the suggestions open', async () => {
    renderInForm(
      <>
        <AmountInput source="importo" label="Importo" kind="currency" />
        <DateRangeInput startSource="dal" endSource="al" />
        <TypeaheadInput source="regione" label="Regione" choices={[{ id: 'LAZ', name: 'Lazio' }]} />
      </>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Importo' }), 'abc');
    await userEvent.type(screen.getByRole('combobox', { name: 'Regione' }), 'la');
    await screen.findByRole('listbox');
    expect(screen.getByRole('alert')).toHaveTextContent('Inserisci un numero valido');
    expect(await violations()).toEqual([]);
  });
});
