import {
  MONEY_FORMAT,
  needsMoney,
  showValue,
  shownFields,
  titleField,
  typeDeclaration,
} from './display';
import type { Field } from './fields';

export interface ListOptions {
  /** The exported component, such as ProductList. */
  name: string;
  /** The type of one row, such as Product. */
  itemType: string;
  /** "products", for the empty message and the search label. */
  pluralLabel: string;
  /** Adds a search box over the title field. */
  search: boolean;
}

/** A React list of records, one line each, with an empty state and an optional search box. */
export function listComponent(options: ListOptions, fields: readonly Field[]): string {
  const { name, itemType, pluralLabel, search } = options;
  const shown = shownFields(fields);
  const title = titleField(shown);
  const rest = shown.filter((f) => f !== title);
  const alt = title ? `item.${title.name}` : "''";
  const searchable = search && title !== undefined;

  const parts = [typeDeclaration(itemType, fields, ['  id: string;'])];
  if (searchable) parts.unshift(`import { useState } from 'react';`);
  if (needsMoney(shown)) parts.push(MONEY_FORMAT);

  const line = (f: Field) =>
    `            <span>
              ${f.label}: ${showValue(f, `item.${f.name}`, alt)}
            </span>`;
  const body = [
    ...(title ? [`            <strong>{item.${title.name}}</strong>`] : []),
    ...rest.map(line),
  ].join('\n');

  const filter = searchable
    ? `  const [query, setQuery] = useState('');
  const shown = items.filter((item) =>
    item.${title.name}.toLowerCase().includes(query.trim().toLowerCase()),
  );
`
    : '';
  const rows = searchable ? 'shown' : 'items';
  const searchBox = searchable
    ? `      <label>
        Search ${pluralLabel}
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </label>
`
    : '';
  const emptyCheck = searchable
    ? `      {shown.length === 0 ? <p>No ${pluralLabel} found.</p> : null}\n`
    : '';

  parts.push(`export function ${name}({ items }: { items: readonly ${itemType}[] }) {
${filter}  if (items.length === 0) return <p>No ${pluralLabel} yet.</p>;

  return (
    <section>
${searchBox}${emptyCheck}      <ul>
        {${rows}.map((item) => (
          <li key={item.id}>
${body}
          </li>
        ))}
      </ul>
    </section>
  );
}`);
  return `${parts.join('\n\n')}\n`;
}
