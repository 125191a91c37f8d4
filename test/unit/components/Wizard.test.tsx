import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Wizard, type WizardStep } from '../../../src/components';
import { renderInItalian } from './support/inItalian';

const step = (name: string, extra: Partial<WizardStep> = {}): WizardStep => ({
  name,
  description: `Descrizione di ${name}`,
  content: <p>Contenuto di {name}</p>,
  ...extra,
});

const STEPS = [step('Proponente'), step('Beneficiari'), step('Allegati')];

const stepButton = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Passaggi' })).getByRole('button', { name });
const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, ko) => ((resolve = ok), (reject = ko)));
  return { promise, resolve, reject };
};

describe('Wizard', () => {
  afterEach(cleanup);

  it('walks the steps with Avanti and Indietro, hiding them at the ends', async () => {
    renderInItalian(<Wizard steps={STEPS} />);
    expect(screen.getByRole('heading', { name: 'Proponente' })).toBeInTheDocument();
    expect(screen.getByText('Contenuto di Proponente')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Indietro' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(screen.getByRole('heading', { name: 'Allegati' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Avanti' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Indietro' }));
    expect(screen.getByRole('heading', { name: 'Beneficiari' })).toHaveFocus();
    expect(stepButton(/^Beneficiari/)).toHaveAttribute('aria-current', 'step');
    expect(stepButton(/^Proponente/)).not.toHaveAttribute('aria-current');
  });

  it('jumps to a step from its header, but not to a disabled one, nor forward into it', async () => {
    const onStepChange = vi.fn();
    renderInItalian(
      <Wizard
        steps={[step('Proponente'), step('Beneficiari', { disabled: true }), step('Allegati')]}
        onStepChange={onStepChange}
      />,
    );
    expect(stepButton(/^Beneficiari/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Avanti' })).toBeDisabled();

    await userEvent.click(stepButton(/^Allegati/));
    expect(screen.getByRole('heading', { name: 'Allegati' })).toHaveFocus();
    expect(onStepChange).toHaveBeenCalledWith(2);
  });

  it('starts from the given step unless a step up to it is disabled', () => {
    renderInItalian(<Wizard steps={STEPS} startStep={2} />);
    expect(screen.getByRole('heading', { name: 'Allegati' })).not.toHaveFocus();
    cleanup();

    renderInItalian(
      <Wizard steps={[step('Proponente'), step('Beneficiari', { disabled: true }), step('Allegati')]} startStep={2} />,
    );
    expect(screen.getByRole('heading', { name: 'Proponente' })).toBeInTheDocument();
  });

  it('keeps the active step within the steps when they shrink', () => {
    const { rerender } = renderInItalian(<Wizard steps={STEPS} startStep={2} />);
    rerender(<Wizard steps={STEPS.slice(0, 2)} startStep={2} />);
    expect(screen.getByRole('heading', { name: 'Beneficiari' })).toBeInTheDocument();
  });

  it('awaits the step handler showing progress, then moves on', async () => {
    const saving = deferred();
    renderInItalian(<Wizard steps={[step('Proponente', { onNext: () => saving.promise }), step('Beneficiari')]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));

    const next = screen.getByRole('button', { name: /Avanti/ });
    expect(next).toHaveAttribute('aria-busy', 'true');
    expect(within(next).getByRole('progressbar', { name: 'Operazione in corso...' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Proponente' })).toBeInTheDocument();

    saving.resolve();
    expect(await screen.findByRole('heading', { name: 'Beneficiari' })).toHaveFocus();
  });

  it('stays on the step and hands the error to onError when the handler fails', async () => {
    const saving = deferred();
    const onError = vi.fn();
    renderInItalian(
      <Wizard steps={[step('Proponente', { onNext: () => saving.promise }), step('Beneficiari')]} onError={onError} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));

    const failure = new Error('Salvataggio non riuscito');
    saving.reject(failure);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
    expect(screen.getByRole('heading', { name: 'Proponente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avanti' })).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('works with the keyboard alone', async () => {
    renderInItalian(<Wizard steps={STEPS} />);
    await userEvent.tab();
    expect(stepButton(/^Proponente/)).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Beneficiari' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Avanti' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('heading', { name: 'Allegati' })).toHaveFocus();
  });
});
