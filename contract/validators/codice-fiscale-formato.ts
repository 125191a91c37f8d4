// Apart from the schema: importing typebox/format registers every standard format, which the browser never needs.
import Format from 'typebox/format';
import { isCodiceFiscale } from './codice-fiscale';
import { CODICE_FISCALE_FORMAT } from './codice-fiscale-schema';

/** For TypeBox's own checker (`Value.Check`, `Compile`, the type provider's `TypeBoxValidatorCompiler`). */
export function registerCodiceFiscaleFormat(): void {
  Format.Set(CODICE_FISCALE_FORMAT, isCodiceFiscale);
}
