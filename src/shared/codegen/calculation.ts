import { parseFieldList, type Field } from './fields';
import { camelCase, pascalCase, plural, safeIdentifier, singular, words } from './names';

export interface GeneratedFunction {
  name: string;
  code: string;
  summary: string;
}

type Recognizer = (text: string) => GeneratedFunction | null;

const fn = (name: string, summary: string, code: string): GeneratedFunction => ({
  name,
  summary,
  code: `${code.trim()}\n`,
});

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

const conversion: Recognizer = (text) => {
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

const loanPayment: Recognizer = (text) => {
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

const interest: Recognizer = (text) => {
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

const tipSplit: Recognizer = (text) => {
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

const discount: Recognizer = (text) => {
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

const tax: Recognizer = (text) => {
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

const bmi: Recognizer = (text) => {
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

const age: Recognizer = (text) => {
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

const daysBetween: Recognizer = (text) => {
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

const percentageOf: Recognizer = (text) => {
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

// ---------------------------------------------------------------- formulas in words

const OPERATORS: [RegExp, string][] = [
  [/^(plus|added to|add)$/, '+'],
  [/^(minus|less|take away|subtract|subtracted by)$/, '-'],
  [/^(times|multiplied by|x)$/, '*'],
  [/^(divided by|over|per)$/, '/'],
];
const OPERATOR_WORDS =
  /\b(plus|added to|minus|less|take away|times|multiplied by|divided by|over|per)\b|[+\-*/×÷]/g;

function operatorFor(token: string): string | undefined {
  const symbol = { '+': '+', '-': '-', '*': '*', '×': '*', '/': '/', '÷': '/' }[token];
  return symbol ?? OPERATORS.find(([pattern]) => pattern.test(token))?.[1];
}

const TARGET_FILLER = new Set(['the', 'a', 'an', 'my', 'our', 'your', 'their', 'total']);

/** "profit as revenue minus costs", "area = width times height". */
const formula: Recognizer = (text) => {
  const match =
    /\b(?:calculates?|computes?|works? out|returns?|gives?|finds?|get|gets)\s+(.+?)\s+(?:as|=|by doing|which is|that is|is)\s+(.+)$/.exec(
      text,
    ) ??
    /^(?:an?\s+)?(?:function|formula)\s+(?:for|of)\s+(.+?)\s+(?:as|=|which is|is)\s+(.+)$/.exec(
      text,
    );
  if (!match) return null;
  const target = words(match[1]!).filter((w) => !TARGET_FILLER.has(w));
  const expression = match[2]!;
  const tokens = expression.split(OPERATOR_WORDS).filter((t) => t !== undefined && t.trim() !== '');
  const operands: string[] = [];
  const params: string[] = [];
  const taken = new Set<string>();
  let expectOperand = true;
  for (const raw of tokens) {
    const token = raw.trim();
    const operator = operatorFor(token);
    if (operator) {
      if (expectOperand) return null;
      operands.push(operator);
      expectOperand = true;
      continue;
    }
    if (!expectOperand) return null;
    if (/^\d+(\.\d+)?$/.test(token)) {
      operands.push(token);
    } else {
      const parts = words(token).filter((w) => !TARGET_FILLER.has(w) && w !== 'of');
      if (parts.length === 0 || parts.length > 4) return null;
      const existing = params.find((p) => p === camelCase(parts));
      const name = existing ?? safeIdentifier(parts, taken);
      if (!existing) {
        params.push(name);
        taken.add(name);
      }
      operands.push(name);
    }
    expectOperand = false;
  }
  if (expectOperand || params.length === 0 || operands.length < 3 || target.length === 0)
    return null;
  const name = `calculate${pascalCase(target)}`;
  const readable = target.join(' ');
  return fn(
    name,
    `A function that calculates ${readable} as ${expression.trim()}.`,
    `
/** Calculates ${readable}: ${expression.trim()}. */
export function ${name}(${params.map((p) => `${p}: number`).join(', ')}): number {
  return ${operands.join(' ')};
}`,
  );
};

// ---------------------------------------------------------------- over a list of records

type Aggregate = 'sum' | 'average' | 'max' | 'min' | 'count';
const AGGREGATES: [RegExp, Aggregate][] = [
  [/\b(?:average|mean)\b/, 'average'],
  [/\b(?:highest|maximum|max|largest|biggest|top)\b/, 'max'],
  [/\b(?:lowest|minimum|min|smallest|cheapest)\b/, 'min'],
  [/\b(?:sum|total|add up|adds up)\b/, 'sum'],
  [/\b(?:how many|count)\b/, 'count'],
];
const NOT_A_FIELD = /^(of|from|in|for|a|an|the|all|number|list|items?)$/;
const isNumber = (f: Field) => f.type === 'number' || f.type === 'money';

interface ListShape {
  /** What one record is: "review". */
  item: string;
  /** What holds the records, when named: "cart". */
  container?: string;
  fields: Field[];
}

/** "from a list of reviews", "of a cart where each item has a price and a quantity". */
function listShape(text: string): ListShape | null {
  const held =
    /\b(?:of|in|for)\s+(?:a|an|the|my)?\s*([a-z]+)\s+(?:where|in which)?\s*each\s+([a-z]+)\s+(?:has|having|with)\s+(.+?)(?:[.;]|$)/.exec(
      text,
    );
  if (held)
    return { container: held[1]!, item: singular(held[2]!), fields: parseFieldList(held[3]!) };
  const each = /\beach\s+([a-z]+)\s+(?:has|having|with)\s+(.+?)(?:[.;]|$)/.exec(text);
  if (each) return { item: singular(each[1]!), fields: parseFieldList(each[2]!) };
  const listOf = /\b(?:list|array|set|collection|group)\s+of\s+([a-z]+)/.exec(text);
  if (!listOf) return null;
  const withFields = /\b(?:with|having|that have|that has|each with)\s+(.+?)(?:[.;]|$)/.exec(
    text.slice(listOf.index),
  );
  return { item: singular(listOf[1]!), fields: withFields ? parseFieldList(withFields[1]!) : [] };
}

const listAggregate: Recognizer = (text) => {
  const found = AGGREGATES.find(([pattern]) => pattern.test(text));
  const shape = found ? listShape(text) : null;
  if (!found || !shape) return null;
  const [pattern, kind] = found;
  const fields = [...shape.fields];
  // A generic "item" reads better with its container: CartItem.
  const itemType = pascalCase(
    shape.item === 'item' && shape.container ? [shape.container, 'item'] : words(shape.item),
  );
  const many = plural(shape.item);
  const typeDecl = (list: readonly Field[]) =>
    `export type ${itemType} = {\n${list.map((f) => `  ${f.name}: ${f.type === 'checkbox' ? 'boolean' : isNumber(f) ? 'number' : 'string'};`).join('\n')}\n};`;
  const itemsParam = `items: readonly ${itemType}[]`;

  const price = fields.find((f) => f.type === 'money');
  const quantity = fields.find(
    (f) => f.type === 'number' && /^(quantity|qty|count|units)$/.test(f.name),
  );
  if (kind === 'sum' && price && quantity) {
    const name = `${camelCase(words(shape.container ?? shape.item))}Total`;
    return fn(
      name,
      `A function that adds up ${price.label.toLowerCase()} times ${quantity.label.toLowerCase()} over a list of ${many}.`,
      `
${typeDecl(fields)}

/** The total of ${price.name} × ${quantity.name} over all ${many}. */
export function ${name}(${itemsParam}): number {
  return items.reduce((total, item) => total + item.${price.name} * item.${quantity.name}, 0);
}`,
    );
  }

  if (kind === 'count') {
    const flag = fields.find((f) => f.type === 'checkbox');
    if (!flag) return null;
    const name = `count${pascalCase(words(flag.label))}`;
    return fn(
      name,
      `A function that counts the ${many} that are ${flag.label.toLowerCase()}.`,
      `
${typeDecl(fields)}

/** How many ${many} are ${flag.label.toLowerCase()}. */
export function ${name}(${itemsParam}): number {
  return items.filter((item) => item.${flag.name}).length;
}`,
    );
  }

  // "average rating", "the total of the amount": the word after the aggregate names the field.
  const after = new RegExp(`${pattern.source}\\s+(?:of\\s+)?(?:the\\s+|all\\s+)?([a-z]+)`).exec(
    text,
  )?.[1];
  let field =
    after === undefined
      ? undefined
      : fields.find(
          (f) => f.name === camelCase([singular(after)]) || f.name === camelCase([after]),
        );
  if (!field && after !== undefined && !NOT_A_FIELD.test(after) && singular(after) !== shape.item) {
    const name = safeIdentifier([singular(after)], new Set(fields.map((f) => f.name)));
    field = { name, label: singular(after), type: 'number', required: true };
    fields.push(field);
  }
  field ??= fields.find(isNumber);
  if (!field || !isNumber(field)) return null;
  const label = field.label.toLowerCase();
  const fieldName = pascalCase(words(field.label));
  const declaration = typeDecl(fields);

  if (kind === 'sum') {
    const name = `total${fieldName}`;
    return fn(
      name,
      `A function that adds up the ${label} of a list of ${many}.`,
      `
${declaration}

/** The sum of ${field.name} over all ${many}; 0 for an empty list. */
export function ${name}(${itemsParam}): number {
  return items.reduce((total, item) => total + item.${field.name}, 0);
}`,
    );
  }
  if (kind === 'average') {
    const name = `average${fieldName}`;
    return fn(
      name,
      `A function that works out the average ${label} of a list of ${many}.`,
      `
${declaration}

/** The mean ${field.name} over all ${many}, or null when there are none. */
export function ${name}(${itemsParam}): number | null {
  if (items.length === 0) return null;
  return items.reduce((total, item) => total + item.${field.name}, 0) / items.length;
}`,
    );
  }
  const word = kind === 'max' ? 'highest' : 'lowest';
  const name = `${word}${fieldName}`;
  return fn(
    name,
    `A function that finds the ${word} ${label} in a list of ${many}.`,
    `
${declaration}

/** The ${word} ${field.name} among the ${many}, or null when there are none. */
export function ${name}(${itemsParam}): number | null {
  if (items.length === 0) return null;
  return Math.${kind}(...items.map((item) => item.${field.name}));
}`,
  );
};

/** Most specific first: a discount is also a formula, a loan payment also mentions interest. */
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
