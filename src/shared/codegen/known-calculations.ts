import { fn, type Recognizer } from './calculation-function';

/** Calculations with a known formula: unit conversions, money, health and dates. */

/** The first percentage written in the text ("20%", "15 percent"), if any. */
function percentIn(text: string): number | undefined {
  const match = /(\d+(?:\.\d+)?)\s*(?:%|percent\b|per cent\b)/.exec(text);
  return match ? Number(match[1]) : undefined;
}

const UNITS: [RegExp, RegExp, string, string, string, string][] = [
  // from, to, function name, parameter, formula, summary
  [
    /celsius|centigrade/,
    /fahrenheit/,
    'celsiusToFahrenheit',
    'celsius',
    '(celsius * 9) / 5 + 32',
    'Celsius to Fahrenheit',
  ],
  [
    /fahrenheit/,
    /celsius|centigrade/,
    'fahrenheitToCelsius',
    'fahrenheit',
    '((fahrenheit - 32) * 5) / 9',
    'Fahrenheit to Celsius',
  ],
  [
    /kilometers?|kilometres?|\bkm\b/,
    /miles?/,
    'kilometersToMiles',
    'kilometers',
    'kilometers / 1.609344',
    'kilometres to miles',
  ],
  [
    /miles?/,
    /kilometers?|kilometres?|\bkm\b/,
    'milesToKilometers',
    'miles',
    'miles * 1.609344',
    'miles to kilometres',
  ],
  [
    /kilograms?|kilos?|\bkg\b/,
    /pounds?|\blbs?\b/,
    'kilogramsToPounds',
    'kilograms',
    'kilograms / 0.45359237',
    'kilograms to pounds',
  ],
  [
    /pounds?|\blbs?\b/,
    /kilograms?|kilos?|\bkg\b/,
    'poundsToKilograms',
    'pounds',
    'pounds * 0.45359237',
    'pounds to kilograms',
  ],
  [
    /centimeters?|centimetres?|\bcm\b/,
    /inch(es)?/,
    'centimetersToInches',
    'centimeters',
    'centimeters / 2.54',
    'centimetres to inches',
  ],
  [
    /inch(es)?/,
    /centimeters?|centimetres?|\bcm\b/,
    'inchesToCentimeters',
    'inches',
    'inches * 2.54',
    'inches to centimetres',
  ],
];

export const conversion: Recognizer = (text) => {
  if (!/\b(convert|conversion|converts|to|into)\b/.test(text)) return null;
  // The unit named first is the one converted from.
  let best: (typeof UNITS)[number] | undefined;
  let bestAt = Infinity;
  for (const unit of UNITS) {
    const from = unit[0].exec(text);
    const to = unit[1].exec(text);
    if (from && to && from.index < to.index && from.index < bestAt) {
      best = unit;
      bestAt = from.index;
    }
  }
  if (!best) return null;
  const [, , name, param, formula, summary] = best;
  return fn(
    name,
    `A function that converts ${summary}.`,
    `
/** Converts ${summary}. */
export function ${name}(${param}: number): number {
  return ${formula};
}`,
  );
};

export const loanPayment: Recognizer = (text) => {
  if (!/\b(loan|mortgage)\b/.test(text) || !/\b(payment|repayment|pay|instal?lment)s?\b/.test(text))
    return null;
  return fn(
    'monthlyLoanPayment',
    'A function that works out the monthly payment of a loan from the amount, the yearly interest rate and the number of years.',
    `
/**
 * The monthly payment of a loan repaid in equal instalments.
 * @param principal the amount borrowed
 * @param yearlyRatePercent the yearly interest rate, such as 5 for 5%
 * @param years how long the loan runs
 */
export function monthlyLoanPayment(principal: number, yearlyRatePercent: number, years: number): number {
  const months = Math.round(years * 12);
  if (months <= 0) throw new RangeError('The loan must run for at least one month.');
  const monthlyRate = yearlyRatePercent / 100 / 12;
  if (monthlyRate === 0) return principal / months;
  const growth = (1 + monthlyRate) ** months;
  return (principal * monthlyRate * growth) / (growth - 1);
}`,
  );
};

export const interest: Recognizer = (text) => {
  if (!/\binterest\b/.test(text)) return null;
  if (/\bcompound/.test(text)) {
    return fn(
      'compoundInterest',
      'A function that works out what savings grow to with compound interest.',
      `
/**
 * What an amount grows to with compound interest.
 * @param principal the starting amount
 * @param yearlyRatePercent the yearly interest rate, such as 5 for 5%
 * @param years how long the money grows
 * @param timesPerYear how often interest is added each year (12 for monthly)
 */
export function compoundInterest(
  principal: number,
  yearlyRatePercent: number,
  years: number,
  timesPerYear = 12,
): number {
  const rate = yearlyRatePercent / 100 / timesPerYear;
  return principal * (1 + rate) ** (timesPerYear * years);
}`,
    );
  }
  return fn(
    'simpleInterest',
    'A function that works out simple interest on an amount.',
    `
/**
 * The interest earned on an amount, without interest on interest.
 * @param yearlyRatePercent the yearly interest rate, such as 5 for 5%
 */
export function simpleInterest(principal: number, yearlyRatePercent: number, years: number): number {
  return (principal * yearlyRatePercent * years) / 100;
}`,
  );
};

export const tipSplit: Recognizer = (text) => {
  if (
    !/\b(tip|tips|split|share)\b/.test(text) ||
    !/\b(bill|check|tip|people|person|friends|ways)\b/.test(text)
  )
    return null;
  const tip = percentIn(text) ?? 15;
  return fn(
    'splitBill',
    `A function that adds a tip (${tip}% unless told otherwise) to a bill and splits it between people.`,
    `
export type BillShare = { tip: number; total: number; perPerson: number };

/** Adds the tip to the bill and splits the total evenly, rounded to cents. */
export function splitBill(bill: number, people: number, tipPercent = ${tip}): BillShare {
  if (!Number.isInteger(people) || people < 1) throw new RangeError('Split between at least one person.');
  const tip = Math.round(bill * tipPercent) / 100;
  const total = bill + tip;
  return { tip, total, perPerson: Math.round((total / people) * 100) / 100 };
}`,
  );
};

export const discount: Recognizer = (text) => {
  if (!/\b(discount|discounted|sale price|off)\b/.test(text)) return null;
  const percent = percentIn(text) ?? 10;
  return fn(
    'applyDiscount',
    `A function that takes ${percent}% (or another percentage) off a price.`,
    `
/** The price after taking a percentage off, rounded to cents. */
export function applyDiscount(price: number, discountPercent = ${percent}): number {
  if (discountPercent < 0 || discountPercent > 100) throw new RangeError('A discount is between 0 and 100%.');
  return Math.round(price * (100 - discountPercent)) / 100;
}`,
  );
};

export const tax: Recognizer = (text) => {
  if (!/\b(tax|taxes|vat|gst)\b/.test(text)) return null;
  const rate = percentIn(text) ?? 20;
  return fn(
    'addTax',
    `A function that adds ${rate}% tax (or another rate) to an amount.`,
    `
export type TaxedAmount = { net: number; tax: number; gross: number };

/** Adds tax to an amount before tax, rounded to cents. */
export function addTax(net: number, taxRatePercent = ${rate}): TaxedAmount {
  const tax = Math.round(net * taxRatePercent) / 100;
  return { net, tax, gross: Math.round((net + tax) * 100) / 100 };
}`,
  );
};

export const bmi: Recognizer = (text) => {
  if (!/\b(bmi|body mass)\b/.test(text)) return null;
  return fn(
    'bodyMassIndex',
    'A function that works out body mass index from weight in kilograms and height in metres.',
    `
/** Body mass index: weight in kilograms divided by the square of height in metres. */
export function bodyMassIndex(weightKg: number, heightM: number): number {
  if (heightM <= 0) throw new RangeError('Height must be more than zero.');
  return Math.round((weightKg / heightM ** 2) * 10) / 10;
}`,
  );
};

export const age: Recognizer = (text) => {
  if (!/\bhow old\b|\bage\b.*\b(birth|born|birthday)|\b(birth|born|birthday)\b.*\bage\b/.test(text))
    return null;
  return fn(
    'ageOn',
    'A function that works out how old someone is from their date of birth.',
    `
/** Full years between a date of birth and a day (today unless given). */
export function ageOn(birthDate: Date, on: Date = new Date()): number {
  let years = on.getFullYear() - birthDate.getFullYear();
  const birthdayPassed =
    on.getMonth() > birthDate.getMonth() ||
    (on.getMonth() === birthDate.getMonth() && on.getDate() >= birthDate.getDate());
  if (!birthdayPassed) years -= 1;
  return years;
}`,
  );
};

export const daysBetween: Recognizer = (text) => {
  if (!/\bdays?\b/.test(text) || !/\b(between|until|till|since|from|left|difference)\b/.test(text))
    return null;
  return fn(
    'daysBetween',
    'A function that counts the days between two dates.',
    `
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar days from one date to another; negative when the second is earlier. */
export function daysBetween(from: Date, to: Date): number {
  const start = Date.UTC(from.getFullYear(), from.getMonth(), from.getDate());
  const end = Date.UTC(to.getFullYear(), to.getMonth(), to.getDate());
  return Math.round((end - start) / DAY_MS);
}`,
  );
};

export const percentageOf: Recognizer = (text) => {
  if (!/\bpercent(age)?\b/.test(text) || !/\b(of|out of)\b/.test(text)) return null;
  return fn(
    'percentageOf',
    'A function that works out what percentage one number is of another.',
    `
/** What percentage \`part\` is of \`whole\`, to one decimal place; 0 when the whole is 0. */
export function percentageOf(part: number, whole: number): number {
  if (whole === 0) return 0;
  return Math.round((part / whole) * 1000) / 10;
}`,
  );
};
