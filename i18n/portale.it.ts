import { componentiItalian } from './portale/componenti.it';
import { engineItalian } from './portale/engine.it';
import { homeItalian } from './portale/home.it';
import { listeItalian } from './portale/liste.it';
import { shellItalian } from './portale/shell.it';

/** The portal's own texts of the first screen (spec §1, §2, §4, §5, §8): shell, reusable elements, engine, home. */
export const portaleItalian = {
  portale: {
    ...shellItalian,
    ...componentiItalian,
    ...listeItalian,
    ...engineItalian,
    ...homeItalian,
  },
};
