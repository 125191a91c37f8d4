export { AmountInput, type AmountInputProps } from './amount/AmountInput';
export { AMOUNT_MASKS, type AmountKind, type AmountMask } from './amount/amountMasks';
