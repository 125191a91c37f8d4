import type { ComponentType } from 'react';
import type { ProgrammaRecord } from '../../../contract/programmi/schema';

/** The types the tab registry and the tabs share: apart, so the tabs need not import their registry. */

export interface SchedaProps {
  readonly programma: ProgrammaRecord;
}

export interface Scheda {
  /** Catalogue key of the tab's name. */
  readonly titolo: string;
  /** The programme's named read (`read:<name>`) needed to see the tab; absent: whoever sees the programme. */
  readonly lettura?: string;
  readonly Contenuto: ComponentType<SchedaProps>;
}
