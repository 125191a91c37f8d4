import { createRoot } from 'react-dom/client';
import { i18nProvider } from '../../i18n';
import { GraduatoriaPubblicaPagina } from './GraduatoriaPubblica';

/** Renders the public ranking without signing in: no session, no react-admin; null for an address that names none. */
export async function renderGraduatoriaPubblica(root: HTMLElement, idBando: number | null): Promise<void> {
  await i18nProvider.loadScreenTexts();
  const t = (chiave: string, valori?: Record<string, unknown>) => i18nProvider.translate(chiave, valori);
  // index.html's header is the back office's, not this page's (which has none).
  document.getElementById('intestazione-iniziale')?.remove();
  createRoot(root).render(<GraduatoriaPubblicaPagina idBando={idBando} t={t} />);
}
