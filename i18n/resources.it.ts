import { bandiSchema } from '../resources/bandi/schema';
import type { ResourceSchema } from '../resources/types';

/** Field labels are declared once, in the resource's schema; the catalogue reads them from there. */
const fieldLabels = <R>(schema: ResourceSchema<R>): Record<string, string> =>
  Object.fromEntries(schema.fields.map((field) => [field.source, field.label]));

/** `resources.<name>.name` (singular |||| plural) and `resources.<name>.fields.<source>`, as react-admin reads them. */
export const resourcesItalian = {
  resources: {
    bandi: {
      name: 'Bando |||| Bandi',
      fields: {
        idBando: 'Codice bando',
        dataApertura: 'Data apertura',
        dataChiusura: 'Data chiusura',
        ...fieldLabels(bandiSchema),
      },
    },
  },
};
