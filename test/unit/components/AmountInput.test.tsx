import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AmountInput } from '../../../src/components';
import { renderInForm } from './support/renderInForm';

describe('AmountInput', () => {
  afterEach(cleanup);

  it('shows the record amount in euro and submits what was typed as a number', async () => {
    const form = renderInForm(<AmountInput source="importo" label="Importo richiesto" kind="currency" />, {
      importo: 1234.5,
    });
    const input = screen.getByRole('textbox', { name: 'Importo richiesto' });
    expect(input).toHaveValue('1.234,50 €');

    await userEvent.clear(input);
    await userEvent.type(input, '98765,4');
    await userEvent.tab();
    expect(input).toHaveValue('98.765,40 €');
    expect(input).toHaveAttribute('aria-invalid', 'false');

    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(form.submittedValues()).toEqual({ importo: 98765.4 });
  });

  it('tells what is wrong with the typed text and refuses to submit it', async () => {
    const form = renderInForm(<AmountInput source="importo" label="Importo richiesto" kind="currency" />);
    const input = screen.getByRole('textbox', { name: 'Importo richiesto' });

    await userEvent.type(input, '12,345');
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Inserisci al massimo 2 decimali');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('12,345');

    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(form.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(input, '{Backspace}');
    await userEvent.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(form.submittedValues()).toEqual({ importo: 12.34 });
  });

  it('refuses negative euros and percentages above 100', async () => {
    renderInForm(
      <>
        <AmountInput source="importo" label="Importo" kind="currency" />
        <AmountInput source="quota" label="Quota" kind="percentage" />
      </>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Importo' }), '-10');
    await userEvent.type(screen.getByRole('textbox', { name: 'Quota' }), '120');
    await userEvent.tab();
    const messages = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(messages).toEqual(['Il valore non può essere negativo', 'Inserisci un valore compreso tra 0 e 100']);
  });

  it('keeps integers with a minus sign by default and leaves an emptied field empty', async () => {
    const form = renderInForm(<AmountInput source="saldo" label="Saldo" />, { saldo: 5 });
    const input = screen.getByRole('textbox', { name: 'Saldo' });
    await userEvent.clear(input);
    await userEvent.type(input, '-1234567');
    await userEvent.tab();
    expect(input).toHaveValue('-1 234 567');

    await userEvent.clear(input);
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(form.submittedValues()).toEqual({ saldo: null });
  });

  it('shows a required amount missing after a submit attempt', async () => {
    renderInForm(
      <AmountInput
        source="importo"
        label="Importo"
        kind="currency"
        isRequired
        validate={(value) => (value == null ? 'Campo obbligatorio' : undefined)}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Campo obbligatorio');
  });
});
