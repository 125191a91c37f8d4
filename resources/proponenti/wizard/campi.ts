import { required, type Validator } from 'react-admin';
import { limitValidatorsOf } from '../../../src/engine/inputs';
import { fieldLabel } from '../../../src/engine/labels';
import type { AnyField } from '../../../src/engine/types';
import { AZIONI_PROGRAMMA } from '../../../contract/programmi/azioni';
import { AZIONI_PROPONENTE, type AzioneProponente } from '../../../contract/proponenti/schema';

/** The fields of each save as the policy declares them: labels and required flags are written once. */
export type AzionePasso = AzioneProponente | 'modifica';

/** A field without a label of its own is named by the catalogue, under the resource of its action. */
const dichiarati = (azione: AzionePasso): readonly AnyField[] => {
  const [risorsa, campi] =
    azione === 'modifica'
      ? ['programmi', AZIONI_PROGRAMMA.modifica.fields]
      : ['proponenti', AZIONI_PROPONENTE[azione].fields];
  return (campi as readonly AnyField[]).map((field) => ({
    ...field,
    label: fieldLabel(risorsa, field, { action: azione }),
  }));
};

export function dichiarato(azione: AzionePasso, source: string): AnyField {
  const field = dichiarati(azione).find((candidate) => candidate.source === source);
  if (!field) throw new Error(`The action "${azione}" declares no field "${source}"`);
  return field;
}

/**
 * Props of an input for a declared field: its label, and its validators after `required` when declared so, then the
 * limits the server's schema sets (`limitiDi`).
 */
export function campo(azione: AzionePasso, source: string, ...validators: Validator[]) {
  const field = dichiarato(azione, source);
  const limiti = limitValidatorsOf(field);
  return { source, label: field.label, validate: [...(field.required ? [required()] : []), ...validators, ...limiti] };
}

/** The declared fields of an action, in their order, for a read-only view of its values. */
export const campiDi = (azione: AzioneProponente): readonly AnyField[] => dichiarati(azione);
