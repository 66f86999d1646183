import type { ContextTable } from './context';
import { findTable, tablesOf, type Workspace } from './workspace';
import { countOf, humanize, listWords, singularName, unquote } from './names';
import { ask, isProblem, problem, type ClauseResult, type Understood } from './pieces';
import { failed, refTable } from './refs';
import { nameCondition, readCondition, spoken, type Condition } from './row-conditions';
import { placeColumn, stateOf, statusColumn } from './column-words';
import { matchUpdateRows } from './row-updates';
import { rowPiece } from './row-pieces';
import { typeFamily } from './types';
import { heldValue, labelColumn } from './grounding';
import { ownedRows } from './owned-rows';

/** Deleting rows: everything, or only the rows a plain condition picks. Never all by accident. */

const VERB =
  /^(?:delete|remove|clear(?:\s+out)?|wipe(?:\s+out)?|empty(?:\s+out)?|purge|erase|clean\s+(?:up|out)|truncate|get rid of|throw away|throw out|take|scrap|bin|ditch|trash|nuke)\s+(?<rest>.+)$/i;
const EMPTY_VERB = /^(?:clear|wipe|empty|purge|truncate|clean)/i;
const ALL_PATTERNS = [
  /^(?:all\s+(?:of\s+)?(?:the\s+)?|every\s+)?(?:rows?|records?|entries|entry|data|everything|the data)\s+(?:out of|from|in|of|inside)\s+(?:the\s+)?(?<table>.+?)(?:\s+table)?$/i,
  /^(?:all|every|every single|each and every|everything in)\s+(?:of\s+)?(?:the\s+|my\s+|our\s+)?(?<table>(?:(?!\b(?:that|which|where|whose|who)\b).)+?)(?:\s+table)?(?:\s+rows)?$/i,
];
const WHERE_PATTERNS = [
  // "everyone who's unsubscribed from the mailing list": who, then the table they are in.
  /^(?:everyone|everybody|anyone|anybody|all)\s+(?:who'?s|who is|who are|who|that'?s|that are|that)\s+(?<cond>[a-z]+)\s+(?:from|in|on)\s+(?:the\s+|my\s+|our\s+)?(?<table>[\w ]+?)$/i,
  /^(?:all\s+|the\s+|any\s+)?(?:rows|records|entries)\s+(?:from|in)\s+(?:the\s+)?(?<table>[\w"'` ]+?)(?:\s+table)?\s+(?:where|that'?s|that|which|whose|with|if)\s+(?<cond>.+)$/i,
  /^(?:all\s+(?:the\s+)?|the\s+|any\s+|every\s+)?(?<table>[\w"'` ]+?)\s+(?:rows\s+|records\s+|entries\s+)?(?:where|that'?s|that|which|whose|with|if)\s+(?<cond>.+)$/i,
  /^(?:all\s+(?:the\s+)?|the\s+|any\s+|every\s+)?(?<table>[\w"'` ]+?)\s+(?:rows\s+|records\s+|entries\s+)?(?<cond>(?:older than|from before|under|below|over|above|less than|more than|cheaper than|worth|in the past|(?:created|made|added|placed|ordered|booked|bought|sold|sent|joined|signed up|registered)\s+(?:before|after|since))(?:\s+.+)?)$/i,
  /^(?:all\s+(?:the\s+)?|the\s+|any\s+|every\s+)?(?<table>[\w"'` ]+?)\s+(?:rows\s+|records\s+|entries\s+)?(?<cond>(?:older than|from before|(?:created|made|added|placed|ordered|booked|bought|sold|sent|joined|signed up|registered)\s+(?:before|after|since))\s+.+)$/i,
];
const ADJECTIVE =
  /^(?:all\s+(?:the\s+)?|the\s+|any\s+|every\s+)?(?!(?:the|all|any|every|each|some|my|our|these|those)\b)(?<adj>[a-z]+)\s+(?<table>[a-z_]+)(?:\s+rows)?$/i;

const ONES =
  /^(?:all\s+)?(?:of\s+)?(?:the\s+)?(?:(?<adj>[a-z]+)\s+ones|ones\s+(?:that|which)\s+(?:are|were|have been)\s+(?:already\s+)?(?<state>[a-z]+))$/i;

/** "the done ones": the rows of the table whose yes/no column the word names, said by name. */
function namedOnes(rest: string, ws: Workspace): string {
  const g = rest.match(ONES)?.groups;
  const word = g?.adj ?? g?.state;
  if (!word) return rest;
  const focus = ws.focusTable ? findTable(ws, ws.focusTable) : undefined;
  const holders =
    focus && stateOf(focus, word) ? [focus] : tablesOf(ws).filter((t) => stateOf(t, word));
  const [only] = holders;
  return only && holders.length === 1 ? `${word} ${only.name}` : rest;
}

/** "delete all rows from logs", "delete tasks where done is true", "clear out orders older than 30 days". */
/** "the test signups - any email with test in it": what follows the dash says which rows. */
function refined(rest: string, ws: Workspace): string {
  const g = rest.match(
    /^(?<head>.+?)\s*(?:\s-|–|:|,)\s+(?:i\.?e\.?\s+|so\s+|meaning\s+|that is\s+)?(?:any|all|every|the ones?|those|anything|ones)\s+(?:with\s+|where\s+|whose\s+|that\s+)?(?<cond>.+)$/i,
  )?.groups;
  const table = g?.head
    ?.replace(/\s+(?:please|pls|plz)$/i, '')
    .split(/\s+/)
    .pop();
  // "the ones with @test.com emails": the e-mail holds that part.
  const cond = (g?.cond ?? '').replace(
    /^(?:an?\s+)?(@[\w.-]+)\s+(?:e-?mails?|e-?mail addresses|addresses)$/i,
    'email contains $1',
  );
  return g && table && findTable(ws, table) ? `${table} where ${cond}` : rest;
}

const EVERYTHING =
  /^(?:(?:absolutely\s+)?everything|it all(?:\s+out)?|the lot|all (?:of )?(?:the |my |our )?(?:data|rows|records|stuff|things)|(?:all\s+)?(?:the |my |our )?(?:whole |entire )?(?:database|db|data)(?:\s+(?:and start (?:fresh|over|again)|clean))?)(?:\s*,?\s+(?:and\s+)?start (?:fresh|over|again|from scratch))?(?:\s*,\s*[^,]+)?$/i;

function whatToEmpty(ws: Workspace, said: string): ClauseResult {
  const tables = tablesOf(ws).filter((t) => t.name !== 'profiles');
  // A question needs two choices at least; with one table the broader readings answer.
  if (tables.length < 2) return null;
  return ask(
    `You want to delete ${said}.`,
    'Deleting is for good. Which table should be emptied?',
    tables.slice(0, 4).map((t) => ({
      label: `Every row of ${t.name}`,
      instruction: `delete all rows from ${t.name}`,
    })),
  );
}

export function matchDeleteRows(clause: string, ws: Workspace): ClauseResult {
  // "cancel Hannah's bookings": a table that keeps a status marks them cancelled; others lose them.
  const cancel = clause.match(/^(?:cancel|call off)\s+(?<rest>.+)$/i)?.groups?.rest;
  if (cancel) {
    const held = ownedRows(ws, cancel)?.table ?? findTable(ws, cancel.split(/\s+/).at(-1) ?? '');
    if (!held) return null;
    return statusColumn(held)
      ? matchUpdateRows(`mark ${cancel} as cancelled`, ws)
      : matchDeleteRows(`delete ${cancel}`, ws);
  }
  // "drop Hot Towel from treatments": a row its table holds, never a column or the table.
  // "clear out all the spam from enquiries": a word the rows hold, so every row holding it.
  const dropped = clause.match(
    /^(?:drop|delete|remove|clear(?:\s+out)?|get rid of|bin|scrap|wipe(?:\s+out)?)\s+(?<all>all\s+(?:of\s+)?)?(?:the\s+)?(?<row>.+?)\s+(?:from|off|out of)\s+(?:the\s+|my\s+|our\s+)?(?<table>[a-z_]+)(?:\s+(?:table|list))?$/i,
  )?.groups;
  const from = dropped ? findTable(ws, dropped.table ?? '') : undefined;
  const held = from && dropped ? heldValue(from, unquote(dropped.row ?? '')) : undefined;
  if (from && dropped && held) {
    const one = !dropped.all && held.column.name === labelColumn(from)?.name;
    return deletion(ws, from, nameCondition(from, dropped.row ?? ''), one);
  }
  const verb = clause.match(VERB);
  if (!verb?.groups) return null;
  // "take £5 off the Adeyemi quote": an amount taken off a row, never a row deleted.
  const offRow =
    /\S\s+off\s+(?!(?:the\s+|our\s+|my\s+)?(?:[\w-]+\s+)?(?:list|system|books|database|records|register|rota|table)\b)\S/i;
  if (/^take\b/i.test(clause) && offRow.test(verb.groups.rest ?? '')) return null;
  // "take Joel Park off": the particle of the verb is not part of the row's name.
  const said = (verb.groups.rest ?? '').replace(
    /(?<!\b(?:is|are|was|were|be|turned|switched|set))\s+off(?:\s+(?:the|our|my)\s+(?:list|system|books|database|records|table))?$/i,
    '',
  );
  const rest = refined(namedOnes(said, ws), ws);
  if (
    /\b(?:branch|site|website|domain|bucket|repo(?:sitory)?|env|variable|collaborator|deploy|column|field|policy|index)\b/i.test(
      rest,
    )
  )
    return null;
  // "delete the old ones": neither the table nor how old is said, so both are asked.
  if (
    /^(?:all\s+)?(?:the\s+)?(?:old|older|stale|outdated)\s+(?:ones|stuff|rows|entries|records)$/i.test(
      rest.trim(),
    )
  ) {
    const own = tablesOf(ws).filter((t) => t.name !== 'profiles');
    if (own.length)
      return ask('You want to delete old rows.', 'Which rows count as old, and in which table?', [
        ...own.slice(0, 3).map((t) => ({
          label: `${t.name} older than 30 days`,
          instruction: `delete ${t.name} older than 30 days`,
        })),
        ...own.slice(0, 1).map((t) => ({
          label: `${t.name} older than a year`,
          instruction: `delete ${t.name} older than 1 year`,
        })),
      ]);
  }
  // "delete everything", "wipe the database": too big to guess, so ask which table to empty.
  if (EVERYTHING.test(rest.trim())) return whatToEmpty(ws, rest.trim());
  const examples = [
    `Delete ${exampleTable(ws)} where status is 'test'`,
    `Delete all rows from ${exampleTable(ws)}`,
    `Delete ${exampleTable(ws)} older than 30 days`,
  ];
  const adjective = rest.match(ADJECTIVE);
  const adjectiveTable = adjective?.groups
    ? findTable(ws, adjective.groups.table ?? '')
    : undefined;
  const placed = fromPlace(ws, rest) ?? doingValue(ws, rest);
  if (placed) return placed;
  const owned = ownedRows(ws, rest);
  if (owned) return deletion(ws, owned.table, owned.condition, owned.one);
  const all = ALL_PATTERNS.map((p) => rest.match(p)).find(Boolean);
  // "every archived order": a word before a table's name that names no table is a condition.
  if (all?.groups && !(adjectiveTable && !findTable(ws, all.groups.table ?? '')))
    return deleteAll(ws, all.groups.table ?? '', examples);
  const where = WHERE_PATTERNS.map((p) => rest.match(p)).find(Boolean);
  if (where?.groups) {
    const table = refTable(
      ws,
      where.groups.table,
      `You want to delete some rows of ${where.groups.table}.`,
      examples,
    );
    if (failed(table)) return table;
    const condition = readCondition(
      ws,
      table,
      where.groups.cond ?? '',
      `You want to delete some rows of ${table.name}.`,
      examples,
    );
    if ('problem' in condition) return condition;
    return deletion(ws, table, condition);
  }
  if (adjective?.groups && adjectiveTable) {
    const table = adjectiveTable;
    const adj = (adjective.groups.adj ?? '').toLowerCase();
    const understood = `You want to delete the ${adj} ${table.name}.`;
    const flag = stateOf(table, adj);
    if (flag)
      return deletion(ws, table, {
        where: [{ column: flag.column.name, op: flag.negated ? 'notTicked' : 'ticked' }],
        words: `${humanize(flag.column.name)} is ${flag.negated ? 'not ' : ''}ticked`,
      });
    // "the empty kegs": a word the rows hold, in the column that holds it.
    const held = heldValue(table, adj);
    if (held && held.column.name !== labelColumn(table)?.name)
      return deletion(ws, table, {
        where: [{ column: held.column.name, op: 'is', value: held.value }],
        words: `${humanize(held.column.name)} is "${held.value}"`,
      });
    const status = table.columns.find((c) => c.name === 'status' && typeFamily(c.type) === 'text');
    if (status && /(?:ed|ing)$|^(?:test|draft|spam|inactive|active|open|closed|new)$/.test(adj)) {
      return deletion(ws, table, {
        where: [{ column: 'status', op: 'is', value: adj }],
        words: `status is "${adj}"`,
      });
    }
    // "old" is a matter of age: ask how old rather than guess a cut-off.
    if (/^(?:old|older|stale|ancient|outdated)$/.test(adj))
      return ask(understood, `Which ${table.name} count as old?`, [
        { label: 'Older than 30 days', instruction: `delete ${table.name} older than 30 days` },
        { label: 'Older than 90 days', instruction: `delete ${table.name} older than 90 days` },
        { label: 'Older than a year', instruction: `delete ${table.name} older than 1 year` },
      ]);
    return problem(
      understood,
      `I cannot tell which ${table.name} are "${adj}": ${table.name} has no ${adj} yes/no column and no status column.`,
      examples,
    );
  }
  // "take him off our list": a list that names no table is wherever the name is kept.
  const unlisted = rest.replace(
    /\s+(?:off|from)\s+(?:the|our|my)\s+(?:list|books|records|system|register|database)$/i,
    '',
  );
  const named = namedRow(ws, rest) ?? unknownRow(ws, unlisted);
  if (named) return named;
  const emptied = EMPTY_VERB.test(clause)
    ? rest.match(/^(?:out\s+)?(?:the\s+)?(?<table>[\w"'` ]+?)(?:\s+table)?$/i)
    : null;
  if (emptied?.groups && findTable(ws, emptied.groups.table ?? ''))
    return deleteAll(ws, emptied.groups.table ?? '', examples);
  const bare = rest.match(/^(?:the\s+|my\s+|our\s+)?(?<table>[\w"'` ]+?)$/i);
  const whole = bare?.groups ? findTable(ws, bare.groups.table ?? '') : undefined;
  if (whole) {
    // "delete the tasks" reads as emptying the table or as removing it: ask which.
    return ask(
      `You want to delete ${whole.name}.`,
      `Do you want to delete the rows of ${whole.name}, or the whole ${whole.name} table?`,
      [
        {
          label: `Delete every row, keep the table`,
          instruction: `delete all rows from ${whole.name}`,
        },
        { label: `Remove the ${whole.name} table`, instruction: `drop the ${whole.name} table` },
      ],
    );
  }
  return null;
}

/** "customers from Leeds", "all customers in London": rows by the place they are in. */
function fromPlace(ws: Workspace, rest: string): ClauseResult {
  const said = rest.match(
    /^(?:all\s+(?:the\s+)?|the\s+|every\s+|any\s+)?(?<table>[a-z_]+)\s+(?:who\s+(?:are|live)\s+)?(?:from|in|based in|living in|located in)\s+(?<place>[^,]+)$/i,
  )?.groups;
  const table = said ? findTable(ws, said.table ?? '') : undefined;
  const column = table ? placeColumn(table) : undefined;
  if (!said || !table || !column || findTable(ws, said.place ?? '')) return null;
  const value = unquote(said.place ?? '');
  return deletion(ws, table, {
    where: [{ column: column.name, op: 'is', value }],
    words: `${humanize(column.name)} is ${spoken(value)}`,
  });
}

/** "everyone who was doing tap": the rows holding a value only one column of one table keeps. */
function doingValue(ws: Workspace, rest: string): ClauseResult {
  const value = rest.match(
    /^(?:everyone|everybody|anyone|anybody|all(?:\s+the\s+\w+)?)\s+(?:(?:who(?:'s|\s+is|\s+was|\s+are|\s+were)?|that(?:'s|\s+is|\s+was)?)\s+)?(?:doing|on|in|taking|booked on|booked in for|signed up for|learning|studying|playing|based in|living in|lives in|located in|from)\s+(?:the\s+)?(?<value>[\w' -]+?)(?:\s+class(?:es)?|\s+course)?$/i,
  )?.groups?.value;
  if (!value) return null;
  const held = tablesOf(ws).flatMap((t) => {
    const h = heldValue(t, value);
    return h ? [{ table: t, ...h }] : [];
  });
  const [only] = held;
  if (!only || held.length > 1) return null;
  return deletion(ws, only.table, {
    where: [{ column: only.column.name, op: 'is', value: only.value }],
    words: `${humanize(only.column.name)} is ${spoken(only.value)}`,
  });
}

/** "delete Tom": a name no table has, so ask which table's row it is. */
function unknownRow(ws: Workspace, rest: string): ClauseResult {
  const name = unquote(rest.replace(/^(?:the|my|our)\s+/i, ''));
  if (!/^[\w@.'-]+(?:\s+[\w@.'-]+){0,2}$/.test(name) || findTable(ws, name)) return null;
  if (
    /\b(?:all|every|everything|rows?|records?|data|account|project|app|site|table|stuff|things|junk|rubbish|bits|ones?|them|those|these|lot)\b/i.test(
      name,
    )
  )
    return null;
  const tables = tablesOf(ws).filter((t) => t.name !== 'profiles' && labelColumn(t));
  if (tables.length === 0) return null;
  // "delete Mint Balm": the one table whose rows hold the name.
  const holders = tables.filter((t) => heldValue(t, name));
  // "delete the old ones": ordinary words no row holds name no row; which rows is asked.
  if (!holders.length && !/[A-Z0-9@'"]/.test(name) && tables.some((t) => t.values)) return null;
  const [only] = holders.length ? holders : tables;
  const alone = holders.length === 1 || tables.length === 1;
  const condition = only && alone ? nameCondition(only, name) : undefined;
  if (only && condition) return deletion(ws, only, condition, true);
  return ask(
    `You want to delete ${name}.`,
    `Which table is ${spoken(name)} in?`,
    tables.slice(0, 4).map((t) => ({
      label: `In ${t.name}`,
      instruction: `remove ${spoken(name)} from ${t.name}`,
    })),
  );
}

/** "Ada from my customers", "the customer Ada", "the customer called Ada": one row by its name. */
function namedRow(ws: Workspace, rest: string): ClauseResult {
  const from = rest.match(
    /^(?<row>.+?)\s+(?:from|in|out of|off)\s+(?:the\s+|my\s+|our\s+)?(?<table>[a-z_ ]+?)(?:\s+(?:table|list))?$/i,
  );
  const noun = rest.match(
    /^(?:the\s+|my\s+|our\s+)?(?<table>[a-z_]+)\s+(?:called\s+|named\s+)?(?<row>.+)$/i,
  );
  // "the Old Mug product": the row's name, then its table's word.
  const trailing = rest.match(
    /^(?:the\s+|my\s+|our\s+)?(?<row>(?!(?:the|my|our|all|any|every|each|those|these)\b).+?)\s+(?<table>[a-z_]+)$/i,
  );
  // "the mailing list" may be the table mailing_list, not "mailing" with "list" said after it.
  if (from?.groups && !findTable(ws, from.groups.table ?? '') && /\slist$/i.test(rest))
    from.groups.table = `${from.groups.table ?? ''} list`;
  const said = [from, noun, trailing].find(
    (m) => m?.groups && findTable(ws, m.groups.table ?? ''),
  )?.groups;
  if (
    !said ||
    /^(?:all|every|each|everything|any|rows?|records?|entries|data|tables?|list)\b/i.test(
      said.row ?? '',
    )
  )
    return null;
  const table = findTable(ws, said.table ?? '') as ContextTable;
  // "delete the old stuff": words for things in general name no row.
  // "… that's run out": a clause about the rows is a condition (readCondition), never a name.
  if (
    findTable(ws, said.row ?? '') ||
    /\b(?:stuff|things|junk|rubbish|bits|crap)\b|^(?:that|which|who|where|whose)\b/i.test(
      said.row ?? '',
    )
  )
    return null;
  // "delete Bob and Alice from customers": each name said is one row.
  const names = /^(?:the\s+)?[A-Z]/.test(said.row ?? '')
    ? (said.row ?? '').split(/\s*,\s*(?:and\s+)?|\s+(?:and|&)\s+(?=(?:the\s+)?[A-Z])/)
    : [said.row ?? ''];
  // "…, we've discontinued them": a piece without capitals is a remark, read apart (matchers.ts).
  if (names.length > 1 && !names.every((name) => /^(?:the\s+)?[A-Z0-9]/.test(name))) return null;
  const parts = names.map((name) => nameCondition(table, name));
  if (!parts.every(Boolean)) return null;
  const deletions = parts.map((condition) => deletion(ws, table, condition, true));
  if (deletions.length === 1) return deletions[0] ?? null;
  const read = deletions.filter((d): d is Understood => d !== null && !isProblem(d));
  return {
    service: 'backend',
    understood: listWords(read.map((d) => d.understood)),
    render: () => read.flatMap((d) => d.render()),
  };
}

function deleteAll(ws: Workspace, phrase: string, examples: string[]): ClauseResult {
  const table = refTable(ws, phrase, `You want to delete every row of ${phrase}.`, examples);
  if (failed(table)) return table;
  return deletion(ws, table, undefined);
}

function deletion(
  ws: Workspace,
  table: ContextTable,
  condition: Condition | undefined,
  one = false,
): ClauseResult {
  const rows = table.rowCount;
  const cascades = tablesOf(ws).filter(
    (t) => t !== table && (t.foreignKeys ?? []).some((k) => k.references.table === table.name),
  );
  const where = condition?.where ?? [];
  if (!condition) table.rowCount = 0;
  const scope = condition
    ? `the ${table.name} rows where ${condition.words}`
    : `every row of ${table.name}`;
  return {
    service: 'backend',
    understood: `delete ${scope}`,
    render: () => [
      rowPiece(
        { kind: 'data.deleteWhere', table: table.name, where, ...(one ? { one: true } : {}) },
        {
          summary: `Deletes ${scope}. The table itself stays.`,
          meaning: condition
            ? `Those ${humanize(table.name)} disappear from your app.`
            : `Your app will show no ${humanize(table.name)} until new ones are added.`,
          warnings: [
            'The deleted rows are kept with this change, so Undo in Activity can put them back.',
            ...cascades.map(
              (t) =>
                `Rows in ${t.name} that link to the deleted ${humanize(singularName(table.name))} rows are deleted too, and Undo does not bring those back.`,
            ),
          ],
          usage: {
            rows:
              rows !== undefined && !condition
                ? `Deletes all ${countOf(rows, 'row')} of ${table.name}.`
                : `Deletes ${condition ? 'the matching' : 'all'} rows of ${table.name}.`,
          },
        },
      ),
    ],
  };
}

const exampleTable = (ws: Workspace): string =>
  tablesOf(ws).find((t) => t.name !== 'profiles')?.name ?? 'orders';
