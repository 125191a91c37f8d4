import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each page (address path) was last scrolled to, in this tab. */
const posizioni = new Map<string, number>();

/** How long a page coming back may take to grow to where it was. */
const ATTESA_MASSIMA_MS = 5_000;
/** What the person does to scroll on their own: the page stops being moved for them. */
const GESTI = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Returns the page to where it was once it has grown that far: its lists arrive after it is drawn, and a position
 * set at once falls short (a call list left at 1,266 px came back at 286).
 */
function raggiungiQuandoPossibile(meta: number): () => void {
  let fine: () => void = () => undefined;
  const prova = () => {
    window.scrollTo(0, meta);
    if (Math.abs(window.scrollY - meta) < 1) fine();
  };
  // Without ResizeObserver (jsdom, the unit files' layout; every supported browser has it) the page is moved once.
  if (typeof ResizeObserver === 'undefined') {
    prova();
    return fine;
  }
  const crescita = new ResizeObserver(prova);
  const scadenza = setTimeout(() => fine(), ATTESA_MASSIMA_MS);
  fine = () => {
    crescita.disconnect();
    clearTimeout(scadenza);
    for (const gesto of GESTI) window.removeEventListener(gesto, fine);
  };
  for (const gesto of GESTI) window.addEventListener(gesto, fine, { passive: true, once: true });
  crescita.observe(document.body);
  prova();
  return fine;
}

/**
 * Where a page opens: from its top when the person goes to it (the browser kept the last page's scroll, and a phone
 * opened a call's programmes at their middle, under a shrunk header), where they left it when they come back with the
 * browser's back and forward, and where it is when only its address's query changes (a list's filters and order).
 */
export function useScorrimentoPerPagina(): void {
  const { pathname } = useLocation();
  const tipo = useNavigationType();
  const paginaCorrente = useRef(pathname);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const ricorda = () => posizioni.set(paginaCorrente.current, window.scrollY);
    window.addEventListener('scroll', ricorda, { passive: true });
    return () => window.removeEventListener('scroll', ricorda);
  }, []);

  useLayoutEffect(() => {
    if (paginaCorrente.current === pathname) return undefined;
    paginaCorrente.current = pathname;
    const meta = tipo === 'POP' ? (posizioni.get(pathname) ?? 0) : 0;
    if (meta === 0) {
      window.scrollTo(0, 0);
      return undefined;
    }
    return raggiungiQuandoPossibile(meta);
  }, [pathname, tipo]);
}
