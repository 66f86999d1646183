import type { Field, FieldType } from './fields';

export const isNumeric = (type: FieldType) => type === 'number' || type === 'money';

/** The TypeScript type a field's value has once saved. */
export function valueType(type: FieldType): string {
  if (isNumeric(type)) return 'number';
  return type === 'checkbox' ? 'boolean' : 'string';
}

/** `export type Name = { ... };` with one property per field, after any extra lines. */
export function typeDeclaration(
  name: string,
  fields: readonly Field[],
  extra: string[] = [],
): string {
  const lines = [...extra, ...fields.map((f) => `  ${f.name}: ${valueType(f.type)};`)];
  return `export type ${name} = {\n${lines.join('\n')}\n};`;
}

/** Password fields are typed in, never shown back. */
export const shownFields = (fields: readonly Field[]) =>
  fields.filter((f) => f.type !== 'password');

/** The field that names a record: a name or title, else the first plain text field. */
export function titleField(fields: readonly Field[]): Field | undefined {
  const text = fields.filter((f) => f.type === 'text');
  return text.find((f) => /^(name|title|fullName|heading|label)$/.test(f.name)) ?? text[0];
}

export const MONEY_FORMAT =
  "const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });";

export const needsMoney = (fields: readonly Field[]) => fields.some((f) => f.type === 'money');

/** JSX that shows one value; `value` is the expression reading it, `alt` the image's text. */
export function showValue(field: Field, value: string, alt: string): string {
  switch (field.type) {
    case 'email':
      return `<a href={\`mailto:\${${value}}\`}>{${value}}</a>`;
    case 'url':
      return `<a href={${value}}>{${value}}</a>`;
    case 'image':
      return `<img src={${value}} alt={${alt}} width={160} />`;
    case 'money':
      return `{money.format(${value})}`;
    case 'date':
      return `{new Date(${value}).toLocaleDateString()}`;
    case 'checkbox':
      return `{${value} ? 'Yes' : 'No'}`;
    default:
      return `{${value}}`;
  }
}
