import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SceltaFile } from '../../../../resources/allegati/file/SceltaFile';
import { defaultConfig } from '../../../../src/startup/config';
import { AppConfigContext } from '../../../../src/startup/AppConfigContext';
import { renderInItalian } from '../../components/support/inItalian';

/** A service configured to take at most 1.5 KB (UPLOAD_MAX_BYTES), so that the limit shows as the server words it. */
const MASSIMO = 1536;

afterEach(cleanup);

function scegli(byte: number) {
  const onFile = vi.fn();
  renderInItalian(
    <AppConfigContext.Provider value={{ ...defaultConfig('https://portale.example'), UPLOAD_MAX_BYTES: MASSIMO }}>
      <SceltaFile etichetta="Carica file in «Allegati della domanda»" onFile={onFile} />
    </AppConfigContext.Provider>,
  );
  const file = new File([new Uint8Array(byte)], 'preventivo.pdf', { type: 'application/pdf' });
  fireEvent.change(screen.getByLabelText('Carica file in «Allegati della domanda»', { selector: 'input' }), {
    target: { files: [file] },
  });
  return onFile;
}

describe('a file chosen for upload, against the services’ limit', () => {
  it('of exactly the limit goes to the upload', () => {
    expect(scegli(MASSIMO)).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('one byte over it stays in the browser, its reason under the button', () => {
    expect(scegli(MASSIMO + 1)).not.toHaveBeenCalled();
    const errore = screen.getByRole('alert');
    expect(errore.textContent).toBe(
      'Il file «preventivo.pdf» supera la dimensione massima di 1,5 KB: scegline uno più piccolo',
    );
    expect(
      screen.getByRole('button', { name: 'Carica file in «Allegati della domanda»' }).getAttribute('aria-describedby'),
    ).toBe(errore.id);
  });
});
