import { hasSqlDetails, loadModule, parseSync, scanSync, type Node } from 'libpg-query';
import { statementLabel } from './statement-labels';
import { tagOf, type NodeTag } from './sql-ast';

/** One statement cut from a SQL text by the real Postgres parser. */
export interface ParsedStatement {
  /** 1-based position in the text the user sees. */
  index: number;
  /** The statement's own text, without the separating semicolon. */
  sql: string;
  tag: NodeTag;
  /** What the statement is, in SQL words (`CREATE TABLE`, `COPY`). */
  label: string;
  node: Node;
}

export interface SqlSyntaxProblem {
  message: string;
  /** 1-based line and column in the text, when Postgres reports a position. */
  line?: number;
  column?: number;
  near?: string;
}

export type ParseOutcome =
  { ok: true; statements: ParsedStatement[] } | { ok: false; problem: SqlSyntaxProblem };

let loading: Promise<void> | null = null;

/** Loads the parser's WebAssembly once; every sync call below needs it. */
export function ensureSqlParser(): Promise<void> {
  loading ??= loadModule();
  return loading;
}

/** Splits SQL into statements from the parse tree, so comments and strings cannot hide a second statement. */
export async function parseSql(text: string): Promise<ParseOutcome> {
  await ensureSqlParser();
  return parseSqlSync(text);
}

/** As `parseSql`, once `ensureSqlParser` has resolved. */
export function parseSqlSync(text: string): ParseOutcome {
  let tree;
  try {
    tree = parseSync(text);
  } catch (error) {
    return { ok: false, problem: syntaxProblem(text, error) };
  }
  // Parser locations are byte offsets into the UTF-8 text.
  const bytes = Buffer.from(text, 'utf8');
  const statements: ParsedStatement[] = [];
  for (const raw of tree.stmts ?? []) {
    const node = raw.stmt;
    const tag = tagOf(node);
    if (!node || !tag) continue;
    const start = raw.stmt_location ?? 0;
    const end = raw.stmt_len ? start + raw.stmt_len : bytes.length;
    statements.push({
      index: statements.length + 1,
      sql: bytes.subarray(start, end).toString('utf8').trim(),
      tag,
      label: statementLabel(node),
      node,
    });
  }
  return { ok: true, statements };
}

function syntaxProblem(text: string, error: unknown): SqlSyntaxProblem {
  const message = error instanceof Error ? error.message : String(error);
  if (!hasSqlDetails(error) || !error.sqlDetails?.cursorPosition) return { message };
  const offset = error.sqlDetails.cursorPosition;
  const before = Buffer.from(text, 'utf8').subarray(0, offset).toString('utf8');
  const lines = before.split('\n');
  const near = /at or near "(.*)"/.exec(message)?.[1];
  return {
    message,
    line: lines.length,
    column: (lines[lines.length - 1]?.length ?? 0) + 1,
    ...(near !== undefined ? { near } : {}),
  };
}

/** True when a name can be written without double quotes (a plain, non-keyword identifier). */
export function isPlainIdentifier(name: string): boolean {
  if (!/^[a-z_][a-z0-9_$]*$/.test(name)) return false;
  const tokens = scanSync(name).tokens;
  // Unreserved keywords (name, type, data) are valid bare identifiers; the others need quotes.
  return tokens.length === 1 && (tokens[0]?.keywordKind ?? 4) <= 1;
}
