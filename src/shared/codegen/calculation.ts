import type { GeneratedFunction, Recognizer } from './calculation-function';
import { formula } from './formula-in-words';
import {
  age,
  bmi,
  conversion,
  daysBetween,
  discount,
  interest,
  loanPayment,
  percentageOf,
  tax,
  tipSplit,
} from './known-calculations';
import { listAggregate } from './list-aggregates';

const RECOGNIZERS: Recognizer[] = [
  conversion,
  loanPayment,
  interest,
  tipSplit,
  discount,
  tax,
  bmi,
  age,
  daysBetween,
  formula,
  listAggregate,
  percentageOf,
];

/** A TypeScript function for a described calculation, or null when none of the rules fits. */
export function calculationFunction(text: string): GeneratedFunction | null {
  for (const recognize of RECOGNIZERS) {
    const result = recognize(text);
    if (result) return result;
  }
  return null;
}
