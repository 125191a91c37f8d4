import { createRoot } from 'react-dom/client';
import { i18nProvider } from '../../i18n';
import { GraduatoriaPubblicaPagina } from './GraduatoriaPubblica';

/** Renders the public ranking without signing in: no session, no react-admin. */
export async function renderGraduatoriaPubblica(root: HTMLElement, idBando: number): Promise<void> {
  await i18nProvider.loadScreenTexts();
  const t = (chiave: string, valori?: Record<string, unknown>) => i18nProvider.translate(chiave, valori);
  createRoot(root).render(<GraduatoriaPubblicaPagina idBando={idBando} t={t} />);
}
