/** The amount masks of docs/componenti.md («AmountInput»). */
export interface AmountMask {
  readonly precision: number;
  readonly decimalSeparator: string;
  readonly thousandsSeparator: string;
  readonly symbol?: string;
  readonly allowNegative: boolean;
  readonly max?: number;
}

export const AMOUNT_MASKS = {
  number: { precision: 0, decimalSeparator: '.', thousandsSeparator: ' ', allowNegative: true },
  currency: { precision: 2, decimalSeparator: ',', thousandsSeparator: '.', symbol: '€', allowNegative: false },
  percentage: {
    precision: 2,
    decimalSeparator: ',',
    thousandsSeparator: '.',
    symbol: '%',
    allowNegative: false,
    max: 100,
  },
} as const satisfies Record<string, AmountMask>;

export type AmountKind = keyof typeof AMOUNT_MASKS;
