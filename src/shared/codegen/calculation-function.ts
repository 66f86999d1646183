/** A generated TypeScript function and the words that describe it. */
export interface GeneratedFunction {
  name: string;
  code: string;
  summary: string;
}

/** One kind of calculation: its function when the text describes it, else null. */
export type Recognizer = (text: string) => GeneratedFunction | null;

export const fn = (name: string, summary: string, code: string): GeneratedFunction => ({
  name,
  summary,
  code: `${code.trim()}\n`,
});
