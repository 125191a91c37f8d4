import type { ComponentType } from 'react';
import type { BeneficiarioRecord } from '../../../contract/beneficiari/schema';

/** The types the detail, its tab registry and the tabs share: apart, so the tabs need not import their registry. */

export type BeneficiarioConId = BeneficiarioRecord & { id: number };

export interface SchedaBeneficiarioProps {
  readonly beneficiario: BeneficiarioConId;
}

export interface SchedaBeneficiario {
  readonly titolo: string;
  /** The named read of `beneficiari` needed to see the tab; absent: whoever sees the beneficiary. */
  readonly lettura?: string;
  readonly Contenuto: ComponentType<SchedaBeneficiarioProps>;
}
