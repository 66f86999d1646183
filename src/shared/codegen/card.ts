import {
  MONEY_FORMAT,
  needsMoney,
  showValue,
  shownFields,
  titleField,
  typeDeclaration,
} from './display';
import type { Field } from './fields';

/** A React card showing one record: its picture first, then its title, then the other details. */
export function cardComponent(name: string, propsType: string, fields: readonly Field[]): string {
  const shown = shownFields(fields);
  const title = titleField(shown);
  const images = shown.filter((f) => f.type === 'image');
  const details = shown.filter((f) => f !== title && f.type !== 'image');
  const alt = title ? title.name : "''";

  const parts = [typeDeclaration(propsType, fields)];
  if (needsMoney(shown)) parts.push(MONEY_FORMAT);

  const detail = (f: Field) => `        <dt>${f.label}</dt>
        <dd>${showValue(f, f.name, alt)}</dd>`;
  const inner = [
    ...images.map((f) => `      ${showValue(f, f.name, alt)}`),
    ...(title ? [`      <h3>{${title.name}}</h3>`] : []),
    ...(details.length > 0 ? [`      <dl>\n${details.map(detail).join('\n')}\n      </dl>`] : []),
  ].join('\n');

  parts.push(`export function ${name}({ ${shown.map((f) => f.name).join(', ')} }: ${propsType}) {
  return (
    <article>
${inner}
    </article>
  );
}`);
  return `${parts.join('\n\n')}\n`;
}
