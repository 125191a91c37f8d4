import { createContext, useContext } from 'react';
import type { RaRecord } from 'react-admin';

/**
 * The record a named action acts on, for the inputs of its dialog: the dialog's form has its own (empty) record,
 * and a choice list may depend on the target (the instructors assigned to this programme, say).
 */
export const ActionTargetContext = createContext<RaRecord | undefined>(undefined);

export const useActionTarget = () => useContext(ActionTargetContext);
