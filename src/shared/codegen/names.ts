/** Words a generated identifier may not be (JavaScript reserved words and names the templates use). */
const RESERVED = new Set([
  'break',
  'case',
  'catch',
  'class',
  'const',
  'continue',
  'debugger',
  'default',
  'delete',
  'do',
  'else',
  'enum',
  'export',
  'extends',
  'false',
  'finally',
  'for',
  'function',
  'if',
  'import',
  'in',
  'instanceof',
  'new',
  'null',
  'return',
  'super',
  'switch',
  'this',
  'throw',
  'true',
  'try',
  'typeof',
  'var',
  'void',
  'while',
  'with',
  'yield',
  'let',
  'static',
  'implements',
  'interface',
  'package',
  'private',
  'protected',
  'public',
  'await',
  'async',
  'arguments',
  'eval',
  'undefined',
  'NaN',
  'Infinity',
  'id',
  'key',
  'ref',
  'children',
  'values',
  'value',
  'item',
  'items',
  'event',
  'current',
  'total',
  'empty',
  'update',
  'field',
  'props',
  'state',
  'money',
  'sending',
  'sent',
  'query',
  'shown',
  'count',
  'list',
]);

/** Lower-case words of letters and digits ("Due-date (optional)" → due, date, optional). */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/e-mail/g, 'email')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function camelCase(parts: readonly string[]): string {
  const [first = '', ...rest] = parts;
  const joined = first + rest.map(capitalize).join('');
  return /^[0-9]/.test(joined) ? `n${joined}` : joined;
}

export function pascalCase(parts: readonly string[]): string {
  const joined = parts.map(capitalize).join('');
  return /^[0-9]/.test(joined) ? `N${joined}` : joined;
}

/** A camelCase identifier that is neither reserved nor already taken. */
export function safeIdentifier(parts: readonly string[], taken: ReadonlySet<string>): string {
  let name = camelCase(parts.length > 0 ? parts : ['value']);
  if (RESERVED.has(name)) name = `${name}Value`;
  let candidate = name;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${name}${n}`;
  return candidate;
}

/** "due date" → "Due date": how a label reads on screen. */
export function sentenceCase(parts: readonly string[]): string {
  const text = parts.join(' ');
  return capitalize(text);
}

const IRREGULAR: Record<string, string> = {
  people: 'person',
  children: 'child',
  men: 'man',
  women: 'woman',
  news: 'news',
  series: 'series',
  data: 'data',
};

export function singular(word: string): string {
  if (IRREGULAR[word]) return IRREGULAR[word];
  if (/ies$/.test(word) && word.length > 4) return word.replace(/ies$/, 'y');
  if (/(ss|x|ch|sh|zz)es$/.test(word)) return word.replace(/es$/, '');
  if (/[^su]s$/.test(word) && word.length > 3) return word.slice(0, -1);
  return word;
}

export function plural(word: string): string {
  if (word === 'person') return 'people';
  if (/[^aeiou]y$/.test(word)) return word.replace(/y$/, 'ies');
  if (/(s|x|ch|sh|z)$/.test(word)) return `${word}es`;
  return `${word}s`;
}
