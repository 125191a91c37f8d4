import { AZIONI_PROGRAMMA } from '../programmi/azioni';
import { COOR, ISTR, MINISTERO, VALI } from '../roles';
import type { ActionPolicy, ResourcePolicy } from '../types';

/**
 * Who fills in the checklists of a programme, in which state. The record is the programme. Saving a
 * complete takeover or variation checklist closes it, so those follow the programme's closing actions.
 */
export const AZIONI_CHECKLIST = {
  compila: { label: 'Compila checklist', roles: [ISTR, COOR], states: ['IN_ISTRUTTORIA'] },
  compilaSubentro: {
    label: 'Compila checklist di subentro',
    roles: AZIONI_PROGRAMMA.concludiSubentro.roles,
    states: AZIONI_PROGRAMMA.concludiSubentro.states,
  },
  compilaVariazione: {
    label: 'Compila checklist di variazione',
    roles: AZIONI_PROGRAMMA.concludiVariazione.roles,
    states: AZIONI_PROGRAMMA.concludiVariazione.states,
  },
} as const satisfies Record<string, ActionPolicy & { readonly label: string }>;

export type AzioneChecklist = keyof typeof AZIONI_CHECKLIST;

export const checklistPolicy: ResourcePolicy = {
  access: { show: [COOR, ISTR, VALI, MINISTERO] },
  actions: AZIONI_CHECKLIST,
  reads: { checklist: [COOR, ISTR, VALI, MINISTERO] },
};
