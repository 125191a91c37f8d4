import type { SQL } from 'drizzle-orm';
import { frammento, grezzo } from '../../db/frammento';

/**
 * A beneficiary as people read it, from its row under `alias`: the company name, a person's surname and name, or the
 * tax code while the record holds nothing else (creaBeneficiario makes it so, until the record is saved). Never its id.
 */
export const nomeBeneficiario = (alias: string): SQL => {
  const b = grezzo(alias);
  return frammento`coalesce(${b}.denominazione, nullif(concat_ws(' ', ${b}.cognome, ${b}.nome), ''),
    ${b}.codice_fiscale)`;
};
