import { camelCase, pascalCase, safeIdentifier, words } from './names';
import { fn, type Recognizer } from './calculation-function';

/** Formulas written in words: "profit as revenue minus costs". */

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
export const formula: Recognizer = (text) => {
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
