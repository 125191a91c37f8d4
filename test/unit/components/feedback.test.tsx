import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ConfirmDialog,
  LoadingErrorsProvider,
  LoadingWrapper,
  UploadProgress,
  useLoadingErrors,
} from '../../../src/components';
import { renderInItalian } from './support/inItalian';

describe('LoadingWrapper', () => {
  afterEach(cleanup);

  let register: ReturnType<typeof useLoadingErrors>['setError'];
  const Registrar = () => {
    register = useLoadingErrors().setError;
    return null;
  };
  const renderWrapper = (loading: boolean) =>
    renderInItalian(
      <LoadingErrorsProvider>
        <Registrar />
        <LoadingWrapper name="beneficiari" loading={loading}>
          <p>Elenco dei beneficiari</p>
        </LoadingWrapper>
      </LoadingErrorsProvider>,
    );

  it('shows a loader while loading, then the content', () => {
    renderWrapper(true);
    expect(screen.getByRole('progressbar', { name: 'Caricamento in corso' })).toBeInTheDocument();
    expect(screen.queryByText('Elenco dei beneficiari')).not.toBeInTheDocument();
    cleanup();
    renderWrapper(false);
    expect(screen.getByText('Elenco dei beneficiari')).toBeInTheDocument();
  });

  it('shows the error registered under its name, headed Attenzione:, until it is cleared', () => {
    renderWrapper(true);
    act(() => register('allegati', 'Allegati non disponibili'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => register('beneficiari', 'Impossibile caricare i beneficiari'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Attenzione:');
    expect(alert).toHaveTextContent('Impossibile caricare i beneficiari');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => register('beneficiari', undefined));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  afterEach(cleanup);

  it('asks with a warning and confirms or closes', async () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    renderInItalian(
      <ConfirmDialog open message="Eliminare la bozza del programma?" onClose={onClose} onConfirm={onConfirm} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Conferma operazione' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Eliminare la bozza del programma?');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chiudi finestra modale' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('cannot be used or closed while the request runs', async () => {
    const onClose = vi.fn();
    renderInItalian(
      <ConfirmDialog open loading message="Annullare il programma?" onClose={onClose} onConfirm={vi.fn()} />,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Operazione in corso...');
    for (const name of ['Chiudi', 'Conferma', 'Chiudi finestra modale'])
      expect(within(dialog).getByRole('button', { name })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('UploadProgress', () => {
  afterEach(cleanup);

  it('names the file and tells the percentage sent', () => {
    renderInItalian(<UploadProgress fileName="relazione.pdf" percent={42.4} />);
    const bar = screen.getByRole('progressbar', { name: 'Caricamento di relazione.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuetext', '42%');
    expect(screen.getByText('relazione.pdf')).toBeInTheDocument();
  });

  it('shows the done state, not a bar at 100%, once the file is in', () => {
    renderInItalian(<UploadProgress fileName="relazione.pdf" percent={100} concluso />);
    expect(screen.getByText('Caricamento completato: relazione.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText('100%')).not.toBeInTheDocument();
  });

  it('says the upload runs when the percentage is unknown', () => {
    renderInItalian(<UploadProgress fileName="bilancio.xlsx" />);
    const bar = screen.getByRole('progressbar', { name: 'Caricamento di bilancio.xlsx' });
    expect(bar).toHaveAttribute('aria-valuetext', 'Operazione in corso...');
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });
});
