import { parseFieldList, type Field } from './fields';
import { camelCase, pascalCase, plural, safeIdentifier, singular, words } from './names';
import { fn, type Recognizer } from './calculation-function';

/** Sums, averages, highest, lowest and counts over a list of records. */

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

export const listAggregate: Recognizer = (text) => {
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
