import { domandeSchema } from '../../../../contract/domande/schema';
import type { AnyField } from '../../../../src/engine/types';
import { Voci } from '../Voci';
import type { SchedaDomandaProps } from '../schede';

const CAMPI = [
  'denominazione',
  'descrizione',
  'denominazioneProponente',
  'cuaaProponente',
  'descrizioneRegione',
  'nBeneficiari',
  'importoRichiesto',
  'dataInoltro',
  'nominativoIstruttore',
  'numeroProtocollo',
  'dataRicezione',
];
const FIELDS = CAMPI.map((source) => domandeSchema.fields.find((field) => field.source === source) as AnyField);

/** The application's general data; 'Modifica dati generali' above the tabs edits them while it is a draft. */
export const SchedaDatiGenerali = ({ domanda }: SchedaDomandaProps) => <Voci campi={FIELDS} valori={domanda} />;
