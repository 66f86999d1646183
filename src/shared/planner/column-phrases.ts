import { toSnake } from './names';

/**
 * Column names said as a clause rather than a noun: "the day they joined" → joined_on,
 * "when it was sent" → sent_at, "how many guests" → guest_count. The grammar: a time noun,
 * then a subject, then a verb in the past; the name keeps the verb, and the suffix (_on, _at)
 * gives the type (src/shared/planner/types.ts infers date from _on and timestamptz from _at).
 */

const SUBJECT = String.raw`(?:they|he|she|it|we|you|i|someone|somebody|(?:the|a|an|each|every|their|its)\s+[a-z]+)`;
/** "it's booked", "they're due": a subject fused with its verb "is" or "are". */
const FUSED = String.raw`(?:it'?s|they'?re|theyre|he'?s|she'?s)`;
const VERB = String.raw`(?<verb>[a-z]+(?:\s+(?:up|in|out|off|back|on|over|down|away))?)`;
const AUX = String.raw`(?<aux>(?:(?:was|were|got|has been|have been|had|been|first|last|finally)\s+)*)`;
/** "the date we paid it", "the date they ordered from us": an object after the verb says nothing more. */
const OBJECT = String.raw`(?:\s+(?:it|them|him|her|this|that|one|us|each one|each))?(?:\s+(?:from|to|with|by|for|at)\s+(?:us|them|it|me|the\s+[a-z]+))?(?:\s+(?:for|at|in))?`;
const TIME_CLAUSE = new RegExp(
  String.raw`^(?:the\s+|what\s+|which\s+)?(?<unit>day|date|time|moment|datetime|timestamp|exact time)\s+(?:when\s+|that\s+|on which\s+|at which\s+)?(?:(?<fused>${FUSED})\s+|(?<subject>${SUBJECT})\s+${AUX})${VERB}${OBJECT}$`,
  'i',
);
const WHEN_CLAUSE = new RegExp(
  String.raw`^when\s+(?<subject>${SUBJECT})\s+${AUX}${VERB}${OBJECT}$`,
  'i',
);
const HOW_MANY =
  /^(?:the\s+)?how many\s+(?<noun>[a-z]+(?:\s+(?!they\b|it\b|there\b|we\b|you\b|i\b)[a-z]+)?)(?:\s+(?:they|it|there|we|you|i)(?:'ve|'d|\s+have|\s+had|\s+did)?(?:\s+(?:have|has|had|are|is|get|gets|got|want|wants|need|needs|bring|brings|takes?|took|lasts?|done|taken|attended|booked|bought|sold|made|expect|expects|expected|estimate|estimated|plan|planned|need|needs|hold|holds|seat|seats))?)?$/i;
/** Units a count is kept in: "how many minutes it takes" is the column minutes. */
const UNIT = /^(?:seconds|minutes|hours|days|weeks|months|years|nights)$/;
/** Words that only colour a clause ("usually", "yet"), never part of a column's name. */
const SOFTENERS =
  /\b(?:usually|normally|typically|generally|roughly|about|around|around about|actually|really|just|ever|yet|already|still|exactly|approx(?:imately)?)\b/gi;
/** "how many days delivery takes": a count of a unit, with what it measures named before the verb. */
const HOW_MANY_UNIT =
  /^(?:the\s+)?how many\s+(?<unit>seconds|minutes|hours|days|weeks|months|years|nights)\s+(?:(?:the|a|an|each|their|its)\s+)?(?<what>[a-z]+)?(?:\s+[a-z]+)?$/i;
/** "who it's assigned to", "who it was sent to": the person, named by the verb and its preposition. */
const WHO_PASSIVE =
  /^who(?:m)?\s+(?:it|they|this|that|he|she|the\s+[a-z]+)(?:'s|'re|\s+is|\s+are|\s+was|\s+were|\s+has been|\s+gets|\s+got)?\s+(?<verb>[a-z]+(?:ed|en|ent|ld|wn))\s+(?<prep>to|by|for|with)$/i;
/** "who it went to": the person, said with a verb of going. */
const WHO_WENT =
  /^who(?:m)?\s+(?:it|they|this|that|he|she|the\s+[a-z]+)\s+(?<verb>went|go|goes|gone)\s+(?<prep>to)$/i;
/** "what we paid", "what we're selling it for", "what they charge": an amount of money. */
const WHAT_MONEY =
  /^(?:the\s+(?:price|amount)\s+|what\s+)(?:we|i|they|you|he|she|it)(?:'re|'ve|'d|\s+are|\s+were|\s+have|\s+had|\s+will)?\s+(?<verb>paid|pay|pays|spent|spend|charge|charged|charging|sell(?:ing)?|sold|bought|buying|got|cost|costs|ask(?:ing)?)(?:\s+(?:it|them|this|one|us|me))?(?:\s+(?:for|at))?(?:\s+(?<often>monthly|weekly|yearly|annually|a month|a week|a year|per month|per week|per year|each month|each week|each year))?$/i;
const MONEY_NAMES: Record<string, string> = {
  pays: 'price_paid',
  paid: 'price_paid',
  pay: 'price_paid',
  bought: 'price_paid',
  buying: 'price_paid',
  got: 'price_paid',
  spent: 'amount_spent',
  spend: 'amount_spent',
  charge: 'price',
  charged: 'price',
  charging: 'price',
  cost: 'cost',
  costs: 'cost',
  sell: 'selling_price',
  selling: 'selling_price',
  sold: 'sold_price',
  ask: 'asking_price',
  asking: 'asking_price',
};
/** "which day they deliver", "what day it runs": a day of the week something happens on. */
const WHICH_DAY = new RegExp(
  String.raw`^(?:(?:which|what)\s+days?\s+(?:of the week\s+)?(?:${SUBJECT})\s+(?:usually\s+|normally\s+)?|the\s+days?\s+(?:${SUBJECT})\s+(?:usually|normally|always|regularly)\s+)(?<verb>[a-z]+?)(?:s|es)?$`,
  'i',
);
/** "how many people in their household": the size of the group named last. */
const HOW_MANY_IN =
  /^(?:the\s+)?how many\s+(?:people|persons|members|kids|children|adults|folk)\s+(?:are\s+)?in\s+(?:their|the|his|her|each)\s+(?<group>[a-z]+)$/i;
/** "how many of them are coming": the number of people a row stands for. */
const HOW_MANY_OF_THEM =
  /^(?:the\s+)?how many\s+(?:of\s+(?:them|us|those|you)|people|guests)\s+(?:are|is|will be|were)?\s*(?:coming|attending|going|turning up|in the group|in the party|booked)$/i;
/** "what it was for", "what they're for": the reason, in a few words. */
const WHAT_FOR =
  /^what\s+(?:it|they|this|that|the\s+[a-z]+)(?:'s|'re|\s+was|\s+were|\s+is|\s+are)\s+for$/i;
/** "who it went to", "who it was sent to": the person who received it. */
const RECEIVED = /^(?:went|given|delivered|gone)$/i;

/** "what they wrote", "what the customer said": the words someone left. */
const WHAT_WORDS =
  /^what\s+(?:they|he|she|you|we|i|someone|people|the\s+[a-z]+)\s+(?:wrote|write|writes|said|say|says|typed|type|commented|left|posted|asked)(?:\s+(?:about it|in it|to us|us))?$/i;
/** "the role they applied for", "the month we read it": a noun, then a clause about it; the noun names it. */
const NOUN_THEN_CLAUSE = new RegExp(
  String.raw`^(?:(?:the|a|an|their|its|his|her|which|what|any|some)\s+)?(?<noun>(?!(?:day|date|time|moment|one|thing|stuff|way|bit|reason)\b)[a-z]{3,}(?:\s+(?!(?:they|he|she|it|we|you|i)\b)[a-z]{3,})?)\s+(?:${FUSED}|(?:they|he|she|it|we|you|i)(?:'ve|'re|'d|'ll)?)\s+[a-z]+.*$`,
  'i',
);

const IRREGULAR_PAST = new Set(
  'began begun bought brought built came caught chose chosen did done drew drawn drove driven ate eaten fell fallen felt found flew flown forgot forgotten got gotten gave given went gone grew grown had heard held hit kept knew known laid led left lent lost made meant met paid put quit read rode ridden ran rang said saw seen sold sent set shut sang sat slept spoke spoken spent stood stole swam took taken taught told thought threw thrown understood woke wore worn won wrote written'.split(
    ' ',
  ),
);

/** "which day they deliver": a day of the week, named by what happens on it (never "the day they joined"). */
export function weekdayColumnName(phrase: string): string | undefined {
  const day = phrase.trim().match(WHICH_DAY)?.groups?.verb?.toLowerCase();
  // "what day it's booked for" is the date of an event, read as one below.
  if (!day || /^(?:for|on|at|in|to|by|from)$/.test(day) || clauseColumnName(phrase))
    return undefined;
  return !day.endsWith('ed') && !IRREGULAR_PAST.has(day) ? `${day}_day` : undefined;
}

/** The column a clause-shaped phrase names, or undefined when it is an ordinary noun phrase. */
export function clauseColumnName(phrase: string): string | undefined {
  const words = phrase.trim().replace(SOFTENERS, ' ').replace(/\s+/g, ' ').trim();
  const time = words.match(TIME_CLAUSE) ?? words.match(WHEN_CLAUSE);
  if (time?.groups?.verb) {
    // "the date it renews on": the trailing "on" belongs to the date, not the verb.
    const verb = time.groups.verb.toLowerCase().replace(/\s+(?:on|for)$/, '');
    const subject = time.groups.subject?.toLowerCase() ?? (time.groups.fused ? 'it' : '');
    // Only a verb in the past reads as an event ("the day they joined", not "the day they work").
    const first = verb.split(' ')[0] ?? '';
    // Or a scheduled event said of one thing ("the date it starts", "when it expires").
    const scheduled =
      /^(?:it|he|she|the\s+\w+|each\s+\w+|every\s+\w+)$/.test(subject) && /[a-z]{3,}s$/.test(first);
    if (!first.endsWith('ed') && !IRREGULAR_PAST.has(first) && !scheduled) return undefined;
    const day = /^(?:day|date)$/i.test(time.groups.unit ?? '');
    // "last edited" of a thing is just when it was edited; "we last ordered" is its own event.
    const which = /\bfirst\b/i.test(time.groups.aux ?? '')
      ? 'first_'
      : /\blast\b/i.test(time.groups.aux ?? '') && !/\b(?:was|were)\b/i.test(time.groups.aux ?? '')
        ? 'last_'
        : '';
    return `${which}${toSnake(verb)}_${day ? 'on' : 'at'}`;
  }
  const counted = words.match(HOW_MANY_UNIT)?.groups;
  if (counted?.unit) {
    const what =
      counted.what && !/^(?:it|they|we|you|i|there)$/i.test(counted.what) ? counted.what : '';
    return toSnake(`${what} ${counted.unit}`);
  }
  const who = words.match(WHO_PASSIVE)?.groups ?? words.match(WHO_WENT)?.groups;
  if (who?.verb && who.prep === 'to' && RECEIVED.test(who.verb)) return 'recipient';
  if (who?.verb && who.prep) return `${who.verb}_${who.prep}`.toLowerCase();
  const group = words.match(HOW_MANY_IN)?.groups?.group;
  if (group) return `${group.toLowerCase()}_size`;
  if (HOW_MANY_OF_THEM.test(words)) return 'headcount';
  if (WHAT_FOR.test(words)) return 'purpose';
  if (/^how much$/i.test(words)) return 'amount';
  const paying = words.match(WHAT_MONEY)?.groups;
  const money = paying?.verb?.toLowerCase();
  // "what they pay monthly": a fee by how often it is paid.
  const often = paying?.often
    ?.toLowerCase()
    .replace(/^(?:a|per|each)\s+(\w+)$/, '$1ly')
    .replace('annually', 'yearly');
  if (money && often) return `${often}_fee`;
  if (money) return MONEY_NAMES[money] ?? 'price';
  if (WHAT_WORDS.test(words)) return 'comment';
  const noun = words.match(NOUN_THEN_CLAUSE)?.groups?.noun;
  if (noun) return toSnake(noun);
  const many = words.match(HOW_MANY);
  if (many?.groups?.noun) {
    if (UNIT.test(many.groups.noun.toLowerCase())) return many.groups.noun.toLowerCase();
    const noun = toSnake(many.groups.noun)
      .replace(/(?:ies)$/, 'y')
      .replace(/s$/, '');
    return `${noun}_count`;
  }
  return undefined;
}
