import { matchClause } from './matchers';
import { isProblem, type ClauseResult } from './pieces';
import { matchGitQuestion } from './git-questions';
import { matchProjectQuestion } from './project-questions';
import { readDataQuestion } from './question-reader';
import { questionText } from './questions';
import { matchRlsOff } from './rls-off';
import { matchUndo } from './undo';
import type { Workspace } from './workspace';

/**
 * Readings of a whole instruction, tried when reading it clause by clause failed: these requests
 * are one thing said over several clauses ("everyone should see the orders, so turn the
 * security off on that table", "show me who lives in London, sorted by name").
 */
export function readWhole(text: string, ws: Workspace, anyRule: boolean): ClauseResult {
  const read =
    matchUndo(text, ws) ??
    matchRlsOff(text, ws) ??
    matchGitQuestion(text, ws) ??
    matchProjectQuestion(text, ws) ??
    readDataQuestion(questionText(text), text, ws);
  if ((read && !isProblem(read)) || !anyRule) return read;
  // A list cut at a word that can start a request ("…, and publish date") reads whole.
  return matchClause(text, ws) ?? read;
}
