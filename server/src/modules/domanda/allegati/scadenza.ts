import { badRequest } from '../../../http/errors';
import type { AppDatabase } from '../../../db/database';
import type { CategoriaAllegatoDomanda } from '../../../../../contract/allegatiDomanda/record';
import { categoria, type Ambito } from './repository';

/** The category's rules on the expiry date, as field errors, before any byte of the file is read; answers it. */
export async function verificaCategoria(
  db: AppDatabase,
  ambito: Ambito,
  query: { idCategoria: number; dataScadenza?: string },
  oggi: string,
): Promise<CategoriaAllegatoDomanda> {
  const scelta = await categoria(db, ambito, query.idCategoria);
  if (!scelta) throw badRequest({ idCategoria: 'Categoria di allegato inesistente o non ammessa qui' });
  if (scelta.richiedeScadenza && !query.dataScadenza)
    throw badRequest({ dataScadenza: `La data di scadenza è obbligatoria per «${scelta.descrizione}»` });
  if (!scelta.richiedeScadenza && query.dataScadenza)
    throw badRequest({ dataScadenza: `«${scelta.descrizione}» non ha una data di scadenza: lasciare vuoto il campo` });
  if (query.dataScadenza && query.dataScadenza < oggi)
    throw badRequest({ dataScadenza: 'La data di scadenza non può essere già passata' });
  return scelta;
}
