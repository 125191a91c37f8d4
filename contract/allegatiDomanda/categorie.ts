import { VEDENTI_DOMANDE } from '../domande/vedenti';
import type { ResourceSchema } from '../types';
import { CATEGORIE_ALLEGATO_DOMANDA } from './schema';
import type { CategoriaAllegatoDomanda } from './record';

const categorie = (
  name: string,
  getList: (typeof CATEGORIE_ALLEGATO_DOMANDA)[keyof typeof CATEGORIE_ALLEGATO_DOMANDA],
): ResourceSchema<CategoriaAllegatoDomanda> => ({
  name,
  idField: 'idCategoria',
  label: { one: 'Categoria di allegato', many: 'Categorie di allegato' },
  fields: [
    { source: 'descrizione', label: 'Categoria', type: 'text' },
    { source: 'obbligatoria', label: "Obbligatoria per l'inoltro", type: 'boolean' },
    { source: 'richiedeScadenza', label: 'Con scadenza', type: 'boolean' },
    { source: 'richiedeFirma', label: 'Con firma digitale', type: 'boolean' },
  ],
  access: { list: VEDENTI_DOMANDE },
  endpoints: { getList },
});

/** Reference data the upload forms choose from: the categories of an application's and of a beneficiary's files. */
export const categorieAllegatoDomandaSchema = categorie('categorieAllegatoDomanda', CATEGORIE_ALLEGATO_DOMANDA.domanda);
export const categorieAllegatoBeneficiarioDomandaSchema = categorie(
  'categorieAllegatoBeneficiarioDomanda',
  CATEGORIE_ALLEGATO_DOMANDA.beneficiario,
);
