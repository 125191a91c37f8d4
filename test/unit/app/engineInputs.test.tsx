import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldDeclaration } from '../../../contract/types';
import { inputsOf } from '../../../src/engine/inputs';
import { renderInForm } from '../components/support/renderInForm';

const campi: FieldDeclaration[] = [
  { source: 'importo', label: 'Importo', type: 'currency', required: true },
  { source: 'tasso', label: 'Tasso', type: 'percentage' },
  { source: 'quantita', label: 'Quantità', type: 'number' },
];

describe('engine inputs for amounts', () => {
  afterEach(cleanup);

  it('shows euro, percentages and plain amounts with the masks of spec §5 and submits numbers', async () => {
    const form = renderInForm(inputsOf(campi), { importo: 1234.5, tasso: 3.5, quantita: 12000 });
    expect(screen.getByRole('textbox', { name: 'Importo' })).toHaveValue('1.234,50 €');
    expect(screen.getByRole('textbox', { name: 'Tasso' })).toHaveValue('3,50 %');
    expect(screen.getByRole('textbox', { name: 'Quantità' })).toHaveValue('12 000');

    await userEvent.clear(screen.getByRole('textbox', { name: 'Importo' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Importo' }), '2.500,75');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Tasso' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Tasso' }), '0,5');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(form.submittedValues()).toEqual({ importo: 2500.75, tasso: 0.5, quantita: 12000 });
  });

  it('refuses a negative amount, a percentage over 100, decimals in a plain amount, a missing one', async () => {
    const form = renderInForm(inputsOf(campi));
    await userEvent.type(screen.getByRole('textbox', { name: 'Tasso' }), '100,01');
    await userEvent.type(screen.getByRole('textbox', { name: 'Quantità' }), '12,5');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));

    const messages = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(messages).toEqual([
      'Obbligatorio',
      'Inserisci un valore compreso tra 0 e 100',
      'Inserisci un numero intero',
    ]);
    expect(form.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Importo' }), '-3');
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Importo' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Il valore non può essere negativo')).toBeInTheDocument();
  });
});
