import type { AccessActions, AccessLevel } from '@shared/contracts/plan';

export type AccessAction = keyof AccessActions;

/** What each action lets someone do to a table, as a sentence needs it. */
export const ACTION_WORDS: Record<AccessAction, string> = {
  read: 'read',
  add: 'add rows to',
  change: 'change',
  delete: 'delete rows of',
};

/** The reason a plan that opens rows to people who are not signed in is high risk. */
export const visitorsGainReason = (action: AccessAction, table: string, level: AccessLevel) =>
  `People who are not signed in will be able to ${ACTION_WORDS[action]} ${level === 'yes' ? 'every row' : 'some rows'} of ${table}.`;
