import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TypeaheadInput } from '../../../src/components';
import { renderInForm } from './support/renderInForm';

const REGIONI = [
  { id: 'LAZ', name: 'Lazio' },
  { id: 'LOM', name: 'Lombardia' },
  { id: 'LIG', name: 'Liguria' },
  { id: 'SIC', name: 'Sicilia' },
];

const regione = () => screen.getByRole('combobox', { name: 'Regione' });

describe('TypeaheadInput', () => {
  afterEach(cleanup);

  it('suggests the choices containing the text, and a choice sets the value', async () => {
    const form = renderInForm(<TypeaheadInput source="regione" label="Regione" choices={REGIONI} />);
    await userEvent.type(regione(), 'LI');
    const listbox = await screen.findByRole('listbox', { name: 'Regione' });
    expect(regione()).toHaveAttribute('aria-expanded', 'true');
    expect(regione()).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Liguria', 'Sicilia']);

    await userEvent.click(screen.getByRole('option', { name: 'Sicilia' }));
    expect(regione()).toHaveValue('Sicilia');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(form.submittedValues()).toEqual({ regione: 'SIC' });
  });

  it('does not suggest at once, but after the debounce', async () => {
    renderInForm(<TypeaheadInput source="regione" label="Regione" choices={REGIONI} />);
    fireEvent.change(regione(), { target: { value: 'li' } });
    expect(regione()).toHaveAttribute('aria-expanded', 'false');
    await screen.findByRole('listbox');
  });

  it('selects a choice typed in full whatever its case', async () => {
    const form = renderInForm(<TypeaheadInput source="regione" label="Regione" choices={REGIONI} />);
    await userEvent.type(regione(), 'lazio');
    await userEvent.tab();
    expect(regione()).toHaveValue('Lazio');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(form.submittedValues()).toEqual({ regione: 'LAZ' });
  });

  it('moves through the suggestions with the arrows and chooses with Enter', async () => {
    renderInForm(<TypeaheadInput source="regione" label="Regione" choices={REGIONI} />);
    await userEvent.type(regione(), 'l');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const lombardia = screen.getByRole('option', { name: 'Lombardia' });
    expect(lombardia).toHaveAttribute('aria-selected', 'true');
    expect(regione()).toHaveAttribute('aria-activedescendant', lombardia.id);

    await userEvent.keyboard('{Enter}');
    expect(regione()).toHaveValue('Lombardia');
    expect(regione()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens every choice with the down arrow before anything is typed', async () => {
    const form = renderInForm(<TypeaheadInput source="regione" label="Regione" choices={REGIONI} />);
    await userEvent.click(regione());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Lazio',
      'Lombardia',
      'Liguria',
      'Sicilia',
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(regione()).toHaveValue('Lombardia');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(form.submittedValues()).toEqual({ regione: 'LOM' });
  });

  it('closes the suggestions on Escape, Tab and outside click', async () => {
    renderInForm(<TypeaheadInput source="regione" label="Regione" choices={REGIONI} freeText />);
    await userEvent.type(regione(), 'li');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await userEvent.type(regione(), 'g');
    await screen.findByRole('listbox');
    await userEvent.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await userEvent.type(regione(), 'u');
    await screen.findByRole('listbox');
    await userEvent.click(document.body);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('clears a text matching no choice on leaving the field', async () => {
    const form = renderInForm(<TypeaheadInput source="regione" label="Regione" choices={REGIONI} />, {
      regione: 'LAZ',
    });
    expect(regione()).toHaveValue('Lazio');
    await userEvent.clear(regione());
    await userEvent.type(regione(), 'Molise');
    await userEvent.tab();
    expect(regione()).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(form.submittedValues()).toEqual({ regione: null });
  });

  it('keeps such a text as the value when free text is allowed', async () => {
    const form = renderInForm(<TypeaheadInput source="regione" label="Regione" choices={REGIONI} freeText />);
    await userEvent.type(regione(), 'Molise');
    await userEvent.tab();
    expect(regione()).toHaveValue('Molise');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(form.submittedValues()).toEqual({ regione: 'Molise' });
  });
});
