import { matchClause } from './matchers';
import { isProblem, type ClauseResult } from './pieces';
import { matchGitQuestion } from './git-questions';
import { matchProjectQuestion } from './project-questions';
import { readDataQuestion } from './question-reader';
import { questionText } from './questions';
import { matchRlsOff } from './rls-off';
import { matchUndo } from './undo';
import type { Workspace } from './workspace';
import { readBucketRequest } from './bucket-intents';
import { readGitWords } from './git-words';
import { readSitePartThenIt } from './site-content';
import {
  defaultByValue,
  readColumnAdd,
  readColumnChange,
  readRowThenIt,
  readTableLink,
  readValueMove,
} from './column-intents';
import { readFactThenAct } from './referents';
import { readUnsubscribe } from './subscriptions';
import { askedAmongRemarks } from './question-remarks';
import { readImpliedChange } from './implied-changes';

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
    readDataQuestion(questionText(text), text, ws) ??
    readAmongRemarks(text, ws);
  if (read && !isProblem(read)) return read;
  const change = readByMeaning(text, ws);
  if (change) return change;
  if (!anyRule) return read;
  // A list cut at a word that can start a request ("…, and publish date") reads whole.
  return matchClause(text, ws) ?? read;
}

/** The question said among remarks, read on its own; the first part that reads is taken. */
function readAmongRemarks(text: string, ws: Workspace): ClauseResult {
  for (const asked of askedAmongRemarks(text, ws)) {
    const read =
      matchProjectQuestion(asked, ws) ?? readDataQuestion(questionText(asked), asked, ws);
    if (read && !isProblem(read)) return read;
  }
  return null;
}

/** "the SKU on products has to be filled in and can't ever repeat", "lock that bucket down": said plainly. */
export function readByMeaning(text: string, ws: Workspace): ClauseResult {
  for (const read of MEANING_READERS) {
    const plain = read(text, ws);
    const change = plain ? matchClause(plain, ws) : null;
    if (change && !isProblem(change)) return change;
  }
  return null;
}

/** Each says the request again in words the rules read; the first whose words plan is taken. */
const MEANING_READERS: ReadonlyArray<(text: string, ws: Workspace) => string | undefined> = [
  readColumnChange,
  readColumnAdd,
  defaultByValue,
  readTableLink,
  readRowThenIt,
  readFactThenAct,
  readImpliedChange,
  readUnsubscribe,
  readValueMove,
  readBucketRequest,
  readGitWords,
  (text) => readSitePartThenIt(text),
];
