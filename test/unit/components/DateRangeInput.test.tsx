import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DateRangeInput } from '../../../src/components';
import { renderInForm } from './support/renderInForm';

const setDate = (label: string, date: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: date } });

describe('DateRangeInput', () => {
  afterEach(cleanup);

  it('labels both dates, shows the Italian placeholder and bounds the end by the start', async () => {
    const form = renderInForm(<DateRangeInput startSource="dal" endSource="al" />);
    const start = screen.getByLabelText('Data inizio');
    const end = screen.getByLabelText('Data fine');
    expect(start).toHaveAttribute('placeholder', 'gg/mm/aaaa');
    expect(end).not.toHaveAttribute('min');

    setDate('Data inizio', '2024-03-10');
    setDate('Data fine', '2024-04-30');
    expect(end).toHaveAttribute('min', '2024-03-10');

    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(form.submittedValues()).toEqual({ dal: '2024-03-10', al: '2024-04-30' });
  });

  it('clears the end when the start moves past it', async () => {
    const form = renderInForm(<DateRangeInput startSource="dal" endSource="al" />, {
      dal: '2024-03-10',
      al: '2024-04-30',
    });
    setDate('Data inizio', '2024-05-01');
    expect(screen.getByLabelText('Data fine')).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(form.submittedValues()).toEqual({ dal: '2024-05-01', al: null });
  });

  it('does not apply an end earlier than the start, and says why', () => {
    renderInForm(<DateRangeInput startSource="dal" endSource="al" startLabel="Dal" endLabel="Al" />, {
      dal: '2024-03-10',
      al: '2024-04-30',
    });
    setDate('Al', '2024-03-01');
    const end = screen.getByLabelText('Al');
    expect(end).toHaveValue('2024-04-30');
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('La data di fine non può precedere la data di inizio');

    setDate('Al', '2024-03-10');
    expect(end).toHaveValue('2024-03-10');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("bounds the start by the earliest one given (a call's opening): an earlier start is not applied", async () => {
    const form = renderInForm(<DateRangeInput startSource="dal" endSource="al" startMin="2025-03-01" />, {
      dal: '2025-04-01',
    });
    const start = screen.getByLabelText('Data inizio');
    expect(start).toHaveAttribute('min', '2025-03-01');
    expect(screen.getByLabelText('Data fine')).toHaveAttribute('min', '2025-04-01');

    setDate('Data inizio', '2025-02-28');
    expect(start).toHaveValue('2025-04-01');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('La data di inizio non può precedere il 01/03/2025');

    setDate('Data inizio', '2025-03-01');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(form.submittedValues()).toEqual({ dal: '2025-03-01' });
  });
});
