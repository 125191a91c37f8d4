import { componentiItalian } from './portale/componenti.it';
import { engineItalian } from './portale/engine.it';
import { homeItalian } from './portale/home.it';
import { listeItalian } from './portale/liste.it';
import { shellItalian } from './portale/shell.it';

/** The portal's own texts of the first screen: shell, reusable elements, engine, home. */
export const portaleItalian = {
  portale: {
    ...shellItalian,
    ...componentiItalian,
    ...listeItalian,
    ...engineItalian,
    ...homeItalian,
  },
};
