import { act, render, screen } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as React from 'react';
import { startTransition } from 'react';
import { describe, expect, it } from 'vitest';
import * as reactPerReactQuery from '../../../src/shims/react-per-react-query';
import { useSyncExternalStore } from '../../../src/shims/storeInTransizione';

/** A store as react-query's observers are: a value, and listeners told of each change. */
function negozio(iniziale: string) {
  let valore = iniziale;
  const ascoltatori = new Set<() => void>();
  return {
    leggi: () => valore,
    ascoltatori: () => ascoltatori.size,
    iscrivi: (ascolta: () => void) => {
      ascoltatori.add(ascolta);
      return () => ascoltatori.delete(ascolta);
    },
    cambia: (nuovo: string) => {
      valore = nuovo;
      for (const ascolta of ascoltatori) ascolta();
    },
  };
}

const Lettore = ({ store }: { store: ReturnType<typeof negozio> }) => (
  <p>{useSyncExternalStore(store.iscrivi, store.leggi)}</p>
);

describe('react-query drawn in transitions (src/shims)', () => {
  it("gives react-query's modules every React function they use", () => {
    // The build's files, as vite resolves the package for the browser.
    const require = createRequire(import.meta.url);
    const cartella = join(dirname(require.resolve('@tanstack/react-query/package.json')), 'build', 'modern');
    const usate = new Set(
      readdirSync(cartella)
        .filter((file) => file.endsWith('.js'))
        .flatMap((file) => [...readFileSync(join(cartella, file), 'utf8').matchAll(/\bReact\.(\w+)/g)])
        .map(([, name]) => name),
    );
    const funzioniDiReact = [...usate].filter((name) => name in React);
    expect(funzioniDiReact).toContain('useSyncExternalStore');
    for (const name of funzioniDiReact) expect(reactPerReactQuery, name).toHaveProperty(name);
  });

  it("shows the store's value, and each change told to it, also one told inside a transition", async () => {
    const store = negozio('prima');
    render(<Lettore store={store} />);
    expect(screen.getByText('prima')).toBeInTheDocument();
    act(() => store.cambia('dopo'));
    expect(screen.getByText('dopo')).toBeInTheDocument();
    await act(async () => startTransition(() => store.cambia('in secondo piano')));
    expect(screen.getByText('in secondo piano')).toBeInTheDocument();
  });

  it('does not miss a change made after the render and before the subscription', () => {
    const store = negozio('letto al disegno');
    const CambiaPrimaDellIscrizione = () => {
      // A layout effect runs before the store hook's subscription (a passive effect).
      React.useLayoutEffect(() => store.cambia('cambiato nel frattempo'), []);
      return <Lettore store={store} />;
    };
    render(<CambiaPrimaDellIscrizione />);
    expect(screen.getByText('cambiato nel frattempo')).toBeInTheDocument();
  });

  it('stops listening when the reader goes', () => {
    const store = negozio('uno');
    const { unmount } = render(<Lettore store={store} />);
    expect(store.ascoltatori()).toBe(1);
    unmount();
    expect(store.ascoltatori()).toBe(0);
  });
});
