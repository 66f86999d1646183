/** Column types: inferred from a column's name or from type words a founder writes. */

export type SqlType =
  | 'text'
  | 'numeric(12,2)'
  | 'numeric'
  | 'integer'
  | 'boolean'
  | 'date'
  | 'timestamptz'
  | 'jsonb'
  | 'uuid';

/** How each type reads to a non-technical founder. */
export const TYPE_LABEL: Record<SqlType, string> = {
  text: 'text',
  'numeric(12,2)': 'money amount (2 decimals)',
  numeric: 'number',
  integer: 'whole number',
  boolean: 'yes/no',
  date: 'date',
  timestamptz: 'date and time',
  jsonb: 'structured data (JSON)',
  uuid: 'ID',
};

/** The name Postgres's format_type gives each type (what the schema endpoint reports). */
export const FORMAT_TYPE: Record<SqlType, string> = {
  text: 'text',
  'numeric(12,2)': 'numeric(12,2)',
  numeric: 'numeric',
  integer: 'integer',
  boolean: 'boolean',
  date: 'date',
  timestamptz: 'timestamp with time zone',
  jsonb: 'jsonb',
  uuid: 'uuid',
};

/** A type family groups Postgres type names that hold the same kind of value. */
export type TypeFamily =
  'text' | 'numeric' | 'integer' | 'boolean' | 'date' | 'timestamptz' | 'jsonb' | 'uuid' | 'other';

/** The family of a type as Postgres names it (`character varying(80)` → text). */
export function typeFamily(pgType: string): TypeFamily {
  const t = pgType.toLowerCase().trim();
  if (/^(text|character varying|varchar|character|char|citext|name)\b/.test(t)) return 'text';
  if (/^(integer|int|int4|int8|int2|bigint|smallint|serial|bigserial)\b/.test(t)) return 'integer';
  if (/^(numeric|decimal|real|double precision|float|money)\b/.test(t)) return 'numeric';
  if (/^(boolean|bool)\b/.test(t)) return 'boolean';
  if (/^date$/.test(t)) return 'date';
  if (/^(timestamptz|timestamp)\b/.test(t)) return 'timestamptz';
  if (/^jsonb?$/.test(t)) return 'jsonb';
  if (t === 'uuid') return 'uuid';
  return 'other';
}

/** Type words written next to a column ("(yes/no)", "as a whole number"), longest first. */
const TYPE_HINTS: ReadonlyArray<readonly [RegExp, SqlType]> = [
  [
    /\b(yes\s*\/\s*no|yes or no|true\s*\/\s*false|true or false|check ?box|tick ?box|boolean|bool|toggle|flag|on\/off)\b/i,
    'boolean',
  ],
  [
    /\b(date and time|date\/time|date\s*\+\s*time|datetime|timestamp|timestamptz)\b/i,
    'timestamptz',
  ],
  [/\b(whole number|integer|int)\b/i, 'integer'],
  [/\b(money|currency|dollars?|euros?|pounds?|price)\b/i, 'numeric(12,2)'],
  [/\b(decimal|number|numeric|float)\b/i, 'numeric'],
  [/\b(jsonb?|structured data|object)\b/i, 'jsonb'],
  [/\b(uuid)\b/i, 'uuid'],
  [/\bdate\b/i, 'date'],
  [/\b(text|string|words|paragraph)\b/i, 'text'],
];

/** The type a hint names, if the words name one. */
export function typeFromHint(words: string): SqlType | undefined {
  return TYPE_HINTS.find(([pattern]) => pattern.test(words))?.[1];
}

const set = (words: string): ReadonlySet<string> => new Set(words.split(' '));
const TIMESTAMP_WORDS = set('timestamp time datetime created updated modified');
const DATE_WORDS = set(
  'date day birthday birthdate dob due deadline anniversary checkin checkout arrival departure',
);
/** Days a thing recurs on, kept as the day's name. */
const WEEKDAY_NAMES =
  /^(?:class|shift|delivery|deliver|collection|collect|pickup|market|training|practice|lesson|session|bin|cleaning|work|working|meeting|club|service|rota|help|volunteer|volunteering|usual|preferred|rest|lesson|group|swim|match)_day$/;
/** Two-word names of a moment: "check in", "last contacted", "last seen". */
const MOMENT_NAMES = /^(?:check_in|check_out|(?:last|first)_[a-z]+ed|last_seen|last_login)$/;
const JSON_WORDS = set(
  'json jsonb settings metadata meta preferences prefs config configuration attributes properties payload',
);
const BOOLEAN_WORDS = set(
  'done active paid published completed complete archived enabled verified approved visible featured available confirmed checkbox finished hidden subscribed blocked banned pinned read flagged accepted shipped delivered cancelled canceled refunded attended vegan vegetarian urgent',
);
const TEXT_WORDS = set(
  'email phone url link website site name title address description notes note bio slug username comment body content text message city country zip postcode code color colour status tags summary label handle avatar photo image picture',
);
const MONEY_WORDS = set(
  'price amount salary total cost fee budget balance revenue subtotal tax wage income spend tip deposit refund value takings earnings profit commission rent payout',
);
const INTEGER_WORDS = set(
  'count quantity qty age minutes servings year stock size rating score rank hours seconds days weeks points votes likes views level seats attempts calories pages capacity stars floor bedrooms bathrooms rooms beds nights adults children kids guests tickets units visits clicks signups downloads installs sessions impressions followers subscribers feet sqft miles km kilometres kilometers laps reps steps grams grammes ml millilitres pieces headcount',
);

/** States said in two or three words that are yes or no: "sold out", "in stock", "gluten free". */
const YES_NO_NAMES =
  /^(?:sold_out|in_stock|out_of_stock|checked_in|checked_out_already|on_sale|opted_in|opted_out|signed_off|paid_up|all_day|gluten_free|dairy_free|nut_free|sugar_free|dog_friendly|kid_friendly|wheelchair_accessible|on_hold|up_to_date)$/;

/** How long something lasts, never a moment: a whole number of minutes. */
const DURATION_NAMES =
  /^(?:cooking|cook|prep|preparation|baking|travel|travelling|traveling|wait|waiting|run|running|play|playing|drive|driving|commute|reading|lead|response|turnaround|screen)_time$/;

/** Measures that take fractions ("2.5 kg", "1.80 m"), so a whole number would lose them. */
const MEASURE_WORDS = set(
  'weight height length width depth distance latitude lat longitude lng lon temperature temp percentage percent ratio speed mileage volume area rate discount weight_kg bmi elevation altitude abv strength',
);

export interface InferredType {
  type: SqlType;
  /** The word or pattern that decided it, for tests and explanations. */
  because: string;
}

/** The type a column's snake_case name suggests (`is_active` → boolean, `due_date` → date). */
export function inferTypeFromName(name: string): InferredType {
  if (/^(is|has|can|should|was|allow|allows)_/.test(name))
    return { type: 'boolean', because: name.split('_')[0] ?? name };
  if (name === 'id' || name.endsWith('_id')) return { type: 'uuid', because: 'id' };
  if (/(^|_)at$/.test(name)) return { type: 'timestamptz', because: 'at' };
  if (/_on$/.test(name)) return { type: 'date', because: 'on' };
  if (/^(number_of|num|no_of)_/.test(name)) return { type: 'integer', because: 'number of' };
  // "cooking time", "wait time": how long something takes, counted in minutes.
  // "episode number", "table number": a count along a sequence, never a phone-style code.
  if (
    /^(?:episode|table|room|seat|lesson|week|page|issue|track|chapter|season|level|floor|lap|round|step|court|lane|plot|locker|cabin|bed|desk|hole)_(?:number|no)$/.test(
      name,
    )
  )
    return { type: 'integer', because: name.replace(/_/g, ' ') };
  if (YES_NO_NAMES.test(name)) return { type: 'boolean', because: name.replace(/_/g, ' ') };
  // "percentage off", "percent discount": a share of something, with fractions.
  if (
    /^(?:percent(?:age)?|pct)_(?:off|discount|share|split|cut)$|_(?:percent(?:age)?|pct)$/.test(
      name,
    )
  )
    return { type: 'numeric', because: 'percentage' };
  // A level on its own is a grade said in words or codes ("beginner", "B1"); "stock level" counts.
  if (name === 'level') return { type: 'text', because: 'level' };
  // A size on its own is said in words or codes ("large", "M", "10-12"); "group size" counts.
  if (name === 'size') return { type: 'text', because: 'size' };
  if (DURATION_NAMES.test(name)) return { type: 'integer', because: name.replace(/_/g, ' ') };
  // "class day", "shift day": the day of the week something recurs on ("Tuesday"), not a date.
  if (WEEKDAY_NAMES.test(name)) return { type: 'text', because: 'day of the week' };
  if (MOMENT_NAMES.test(name))
    return { type: /^check_/.test(name) ? 'date' : 'timestamptz', because: name };
  const words = name.split('_');
  const last = words[words.length - 1] ?? name;
  const moneyBefore = words.slice(0, -1).some((word) => MONEY_WORDS.has(word));
  // "amount due", "balance owed": money still to come, never a day.
  if (moneyBefore && /^(?:due|owed|outstanding|remaining|left|unpaid|back)$/.test(last))
    return { type: 'numeric(12,2)', because: words.find((w) => MONEY_WORDS.has(w)) ?? last };
  const lastWord: ReadonlyArray<readonly [ReadonlySet<string>, SqlType]> = [
    [TIMESTAMP_WORDS, 'timestamptz'],
    [DATE_WORDS, 'date'],
    [JSON_WORDS, 'jsonb'],
    ...(moneyBefore ? [] : ([[BOOLEAN_WORDS, 'boolean']] as const)),
    [TEXT_WORDS, 'text'],
    [MONEY_WORDS, 'numeric(12,2)'],
    [INTEGER_WORDS, 'integer'],
    [MEASURE_WORDS, 'numeric'],
  ];
  for (const [words, type] of lastWord) if (words.has(last)) return { type, because: last };
  // Earlier words decide only when the last says nothing ("phone_number", "date_of_birth").
  const earlier: ReadonlyArray<readonly [ReadonlySet<string>, SqlType]> = [
    [DATE_WORDS, 'date'],
    [JSON_WORDS, 'jsonb'],
    [TEXT_WORDS, 'text'],
    [MONEY_WORDS, 'numeric(12,2)'],
    [INTEGER_WORDS, 'integer'],
  ];
  for (const word of words.slice(0, -1).reverse()) {
    for (const [list, type] of earlier) if (list.has(word)) return { type, because: word };
  }
  return { type: 'text', because: 'default' };
}

/** The default a column gets when a founder says it "fills in automatically". */
export function automaticDefault(type: SqlType, name: string): string | undefined {
  if (type === 'uuid')
    return /(^|_)(user|owner|author|creator|created_by)(_id)?$/.test(name)
      ? 'auth.uid()'
      : 'gen_random_uuid()';
  if (type === 'timestamptz') return 'now()';
  if (type === 'date') return 'current_date';
  if (type === 'boolean') return 'false';
  if (type === 'integer' || type === 'numeric' || type === 'numeric(12,2)') return '0';
  return undefined;
}

/** A founder's default value as SQL for a column's type, or undefined when it does not fit. */
export function defaultValueSql(type: SqlType, raw: string): string | undefined {
  const value = raw.trim().replace(/^["'`]|["'`]$/g, '');
  const lower = value.toLowerCase();
  if (type === 'boolean') {
    if (/^(true|yes|on|checked|ticked|done)$/.test(lower)) return 'true';
    if (/^(false|no|off|unchecked|unticked|not done)$/.test(lower)) return 'false';
    return undefined;
  }
  if (type === 'integer') return /^-?\d+$/.test(value) ? value : lower === 'zero' ? '0' : undefined;
  if (type === 'numeric' || type === 'numeric(12,2)') {
    const money = value.replace(/^[$€£]/, '');
    return /^-?\d+(\.\d+)?$/.test(money) ? money : lower === 'zero' ? '0' : undefined;
  }
  if (type === 'timestamptz')
    return /^(now|the current time|the time it was created)$/.test(lower) ? 'now()' : undefined;
  if (type === 'date')
    return /^(today|the current date|now)$/.test(lower) ? 'current_date' : undefined;
  if (type === 'jsonb') return /^(empty|\{\})$/.test(lower) ? "'{}'::jsonb" : undefined;
  if (type === 'uuid') return undefined;
  if (lower === 'empty' || lower === 'blank') return "''";
  return `'${value.replace(/'/g, "''")}'`;
}
