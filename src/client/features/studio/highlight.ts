/** A tiny highlighter for the SQL and git or hosting commands a plan shows; loaded only with a plan. */
export type TokenKind = 'keyword' | 'string' | 'comment' | 'number' | 'flag' | 'plain';
export interface Token {
  kind: TokenKind;
  text: string;
}

const SQL_KEYWORDS = new Set(
  `select from where insert into values update set delete create table alter add drop column primary key
  references foreign not null default unique index on policy enable row level security for using with check
  to grant revoke begin commit rollback as and or in is if exists cascade constraint type text boolean integer
  bigint uuid timestamptz timestamp serial bigserial numeric jsonb varchar true false now returning all rename
  truncate only schema function returns language trigger execute procedure authenticated anon public`
    .split(/\s+/)
    .filter(Boolean),
);

const SQL_PATTERN =
  /(--[^\n]*)|('(?:[^']|'')*')|(\b\d+(?:\.\d+)?\b)|([A-Za-z_][A-Za-z0-9_]*)|(\s+|.)/g;
const SHELL_PATTERN =
  /(#[^\n]*)|("(?:[^"\\]|\\.)*"|'[^']*')|(\s--?[A-Za-z][\w-]*)|(^\s*[\w.-]+)|(\s+|[^\s"'#-]+|.)/gm;

export function highlightSql(code: string): Token[] {
  const tokens: Token[] = [];
  for (const [, comment, string, number, word, rest] of code.matchAll(SQL_PATTERN)) {
    if (comment) tokens.push({ kind: 'comment', text: comment });
    else if (string) tokens.push({ kind: 'string', text: string });
    else if (number) tokens.push({ kind: 'number', text: number });
    else if (word)
      tokens.push({ kind: SQL_KEYWORDS.has(word.toLowerCase()) ? 'keyword' : 'plain', text: word });
    else tokens.push({ kind: 'plain', text: rest ?? '' });
  }
  return tokens;
}

export function highlightShell(code: string): Token[] {
  const tokens: Token[] = [];
  for (const [, comment, string, flag, command, rest] of code.matchAll(SHELL_PATTERN)) {
    if (comment) tokens.push({ kind: 'comment', text: comment });
    else if (string) tokens.push({ kind: 'string', text: string });
    else if (flag) tokens.push({ kind: 'flag', text: flag });
    else if (command) tokens.push({ kind: 'keyword', text: command });
    else tokens.push({ kind: 'plain', text: rest ?? '' });
  }
  return tokens;
}
