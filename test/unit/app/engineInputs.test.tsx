import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldDeclaration } from '../../../contract/types';
import { inputsOf } from '../../../src/engine/inputs';
import { AZIONI_DOMANDA } from '../../../contract/domande/azioni';
import { AZIONI_PROGRAMMA } from '../../../contract/programmi/azioni';
import { AZIONI_PROPONENTE } from '../../../contract/proponenti/schema';
import { renderInForm } from '../components/support/renderInForm';

const campi: FieldDeclaration[] = [
  { source: 'importo', label: 'Importo', type: 'currency', required: true },
  { source: 'tasso', label: 'Tasso', type: 'percentage' },
  { source: 'quantita', label: 'Quantità', type: 'number' },
];

describe('engine inputs for amounts', () => {
  afterEach(cleanup);

  it('shows euro, percentages and plain amounts with the masks of docs/componenti.md and submits numbers', async () => {
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

describe('engine inputs: the limits of the server schema', () => {
  afterEach(cleanup);

  it("a programme's note takes the server's 4000 characters at most: marked, kept whole, not sent", async () => {
    const form = renderInForm(inputsOf(AZIONI_PROGRAMMA.salvaNoteValidazione.fields));
    const nota = screen.getByRole('textbox', { name: /Not/ });
    const user = userEvent.setup();
    await user.click(nota);
    await user.paste('a'.repeat(4000));
    await user.type(nota, 'b');
    await user.click(screen.getByRole('button', { name: 'Salva' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Deve contenere al massimo 4000 caratteri');
    expect(nota).toHaveAttribute('aria-invalid', 'true');
    expect(nota).toHaveValue(`${'a'.repeat(4000)}b`);
    expect(form.onSubmit).not.toHaveBeenCalled();

    await user.type(nota, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(form.submittedValues()).toEqual({ note: 'a'.repeat(4000) });
  });

  it("the general data's texts (programme and application) and the protocol number carry their saves' limits", () => {
    const limiti = Object.fromEntries(
      (AZIONI_PROGRAMMA.modifica.fields as readonly FieldDeclaration[]).map(({ source, maxLength, pattern }) => [
        source,
        { maxLength, pattern },
      ]),
    );
    expect(limiti).toMatchObject({
      titolo: { maxLength: 500 },
      descrizione: { maxLength: 4000 },
      note: { maxLength: 4000 },
      abiBanca: { pattern: '^[0-9]{5}$' },
    });
    const domanda = [
      ...AZIONI_DOMANDA.modifica.fields,
      ...AZIONI_DOMANDA.salvaDatiRicezione.fields,
    ] as FieldDeclaration[];
    expect(Object.fromEntries(domanda.map(({ source, maxLength }) => [source, maxLength]))).toEqual({
      denominazione: 300,
      descrizione: 4000,
      numeroProtocollo: 50,
      dataRicezione: undefined,
    });
  });
});

describe('engine inputs: dates that cannot be true (issue 35)', () => {
  afterEach(cleanup);
  const OGGI = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', dateStyle: 'short' }).format(new Date());

  it('a receipt in 2030 is marked on its field in the server’s words, kept, not sent; today is sent', async () => {
    const form = renderInForm(inputsOf(AZIONI_DOMANDA.salvaDatiRicezione.fields));
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Numero di protocollo/ }), 'DC/2026/0042');
    const data = screen.getByLabelText(/Data di ricezione/);
    fireEvent.change(data, { target: { value: '2030-01-15' } });
    await user.click(screen.getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText('La data di ricezione non può essere successiva a oggi')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(data).toHaveAttribute('aria-invalid', 'true');
    expect(data).toHaveValue('2030-01-15');
    expect(form.onSubmit).not.toHaveBeenCalled();

    fireEvent.change(data, { target: { value: OGGI } });
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(form.submittedValues()).toEqual({ numeroProtocollo: 'DC/2026/0042', dataRicezione: OGGI });
  });

  it('a legal representative born in 2031 is marked on the field, as the server would answer', async () => {
    const form = renderInForm(inputsOf(AZIONI_PROPONENTE.salvaRappresentanteLegale.fields as FieldDeclaration[]));
    const data = screen.getByLabelText(/Data di nascita/);
    fireEvent.change(data, { target: { value: '2031-05-10' } });
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('La data di nascita non può essere successiva a oggi')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(data).toHaveAttribute('aria-invalid', 'true');
    expect(form.onSubmit).not.toHaveBeenCalled();
  });
});
