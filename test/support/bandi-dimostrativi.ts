import { DEMO_BANDI } from '../../server/src/seed/demo-bandi';

const NOMI = new Set(DEMO_BANDI.map(({ descrizione }) => descrizione));

/** A demo call's name as the call list shows it; a name the seed no longer has stops every test at once. */
function delSeme(nome: string): string {
  if (!NOMI.has(nome)) throw new Error(`«${nome}» non è un bando dimostrativo (server/src/seed/demo-bandi.ts)`);
  return nome;
}

/** The closed programme call whose programmes are under review. */
export const BANDO_V_2024 = delSeme('V Bando Contratti di Filiera – Avviso 2024');
/** The open programme call: proponents create programmes in it. */
export const BANDO_VI_2025 = delSeme('VI Bando Contratti di Filiera – Avviso 2025');
/** The food-district call whose ranking is ready to be finalised (docs/graduatoria.md). */
export const BANDO_DC_2023 = delSeme('I Bando Distretti del Cibo – Avviso 2023');
/** The open food-district call, its applications still being reviewed and scored. */
export const BANDO_DC_2025 = delSeme('II Bando Distretti del Cibo – Avviso 2025');
