import { highlightShell, highlightSql, type TokenKind } from '../highlight';

const COLORS: Record<TokenKind, string | undefined> = {
  keyword: 'font-semibold text-violet-800 dark:text-violet-300',
  string: 'text-emerald-800 dark:text-emerald-300',
  comment: 'italic text-muted-foreground',
  number: 'text-amber-800 dark:text-amber-300',
  flag: 'text-sky-800 dark:text-sky-300',
  plain: undefined,
};

/** The coloured listing; a separate chunk so pages without a plan never load it. */
export default function HighlightedCode({
  code,
  language,
}: {
  code: string;
  language: 'sql' | 'shell';
}) {
  const tokens = language === 'sql' ? highlightSql(code) : highlightShell(code);
  return (
    <code>
      {tokens.map((token, index) =>
        COLORS[token.kind] ? (
          <span key={index} className={COLORS[token.kind]}>
            {token.text}
          </span>
        ) : (
          token.text
        ),
      )}
    </code>
  );
}
