import { VAGUE_KEEP } from './tables';
import type { Choice } from '@shared/contracts/plan';
import { tableMentions } from './grounding';
import { ask, type ClauseResult } from './pieces';
import { branchNames, tablesOf, type Workspace } from './workspace';
import { humanize, singularName } from './names';
import { isNumeric } from './grounding';
import { typeFamily } from './types';

/**
 * A request too vague to plan ("add a field", "change the colour", "fix it", "get rid of
 * everything") is answered with a question whose choices are concrete instructions built from
 * the project's own tables, branches and site, never with a dead end.
 */

type Action = 'add' | 'remove' | 'change' | 'improve';
type Thing = 'column' | 'table' | 'row' | 'name' | 'colour' | 'text' | 'page' | 'all' | 'it';

const ACTIONS: ReadonlyArray<readonly [Action, RegExp]> = [
  [
    'improve',
    /^(?:make (?:it|this|things|everything|the app|my app|the site|my site|the website|my website|the page|the homepage|the home page|the design) (?:look |feel )?(?:(?:more|a bit|a little|much|way) )*(?:better|nicer|work|good|right|professional|modern|cleaner|clean|prettier|pretty|polished|sleek|fresher|pro|pop|stand out|shine|exciting|fun)|improve|fix|repair|sort out|tidy up|clean up|optimi[sz]e|polish|tweak|spruce up|jazz up|freshen up)\b/,
  ],
  [
    'remove',
    /^(?:remove|delete|drop|get rid of|clear(?: out)?|wipe|erase|scrap|bin|trash|take away|take out|lose|destroy|nuke|empty)\b/,
  ],
  ['add', /^(?:add|create|make|insert|put in|include|new|give me|set up)\b/],
  ['change', /^(?:change|update|edit|modify|rename|alter|adjust|switch|replace|set)\b/],
];

const THINGS: ReadonlyArray<readonly [Thing, RegExp]> = [
  ['column', /\b(?:field|fields|column|columns|property|properties|attribute|attributes)\b/],
  ['table', /\b(?:table|tables|list|lists|collection|sheet)\b/],
  ['row', /\b(?:row|rows|record|records|entry|entries|item|items)\b/],
  ['colour', /\b(?:colou?rs?|theme|look|style|styling|design)\b/],
  ['name', /\b(?:name|title)\b/],
  ['text', /\b(?:text|words|wording|copy|headline|heading)\b/],
  ['page', /\b(?:page|pages|site|website|homepage)\b/],
  [
    'all',
    /\b(?:everything|all of it|all|the (?:whole )?(?:database|db|app|project)|my (?:database|db|app|project))\b|^(?:database|db)$/,
  ],
  [
    'it',
    /^(?:(?:old|new|extra|random|unused|test|other)\s+)?(?:it|this|that|things|stuff|something)$/,
  ],
];

/** What is left once the action and the kind of thing are taken: a name the founder gave, if any. */
const NAME_GIVEN = /\b(?:called|named)\s+["']?([a-z][a-z0-9_ ]{0,40}?)["']?$/;

const MAX_CHOICES = 4;

const userTables = (ws: Workspace) => tablesOf(ws).filter((t) => t.name !== 'profiles');

function choicesFor(
  action: Action,
  thing: Thing,
  name: string | undefined,
  ws: Workspace,
): Choice[] {
  const tables = userTables(ws);
  const column = name ?? 'notes';
  const firstTable = tables[0]?.name;
  switch (thing) {
    case 'column':
      if (action === 'add' || action === 'change')
        return tables.map((t) => ({
          label: `A ${column} column in ${t.name}`,
          instruction: `add a ${column} column to ${t.name}`,
        }));
      return tables.flatMap((t) =>
        t.columns
          .filter((c) => !['id', 'created_at', 'user_id'].includes(c.name))
          .slice(-1)
          .map((c) => ({
            label: `Remove ${c.name} from ${t.name}`,
            instruction: `remove the ${c.name} column from ${t.name}`,
          })),
      );
    case 'table':
    case 'all':
      if (action === 'add')
        return [
          { label: 'A tasks table', instruction: 'create a tasks table with title and done' },
          {
            label: 'A customers table',
            instruction: 'create a customers table with name and email',
          },
        ];
      if (action === 'remove')
        return [
          ...tables.map((t) => ({
            label: `Delete the ${t.name} table`,
            instruction: `delete the ${t.name} table`,
          })),
          ...branchNames(ws)
            .filter((b) => b !== 'main')
            .map((b) => ({
              label: `Delete the branch ${b}`,
              instruction: `delete the branch ${b}`,
            })),
        ];
      return improveChoices(ws);
    case 'row':
      return tables.map((t) => ({
        label: `See the rows of ${t.name}`,
        instruction: `show me the ${t.name}`,
      }));
    case 'colour':
      return [
        { label: 'Blue buttons', instruction: 'make the buttons blue' },
        { label: 'A dark green main colour', instruction: 'use #1f6f43 as the main colour' },
        { label: 'Black buttons', instruction: 'make the buttons black' },
      ];
    case 'name':
      return [
        { label: "The site's title in the browser tab", instruction: 'change the title to My app' },
        { label: 'The headline on the home page', instruction: 'change the headline to Welcome' },
        ...(firstTable
          ? [
              {
                label: `Rename the ${firstTable} table`,
                instruction: `rename ${firstTable} to my_${firstTable}`,
              },
            ]
          : []),
      ];
    case 'text':
    case 'page':
      if (thing === 'page' && action === 'add')
        return [
          { label: 'An about page', instruction: 'add an about page' },
          { label: 'A contact page', instruction: 'add a contact page' },
          { label: 'A pricing page', instruction: 'add a pricing page' },
        ];
      // "make the site look more professional": its look, in changes the studio can make.
      if (action === 'improve')
        return [
          { label: 'A calm navy main colour', instruction: 'make the main colour navy' },
          { label: 'A dark background', instruction: 'make the background #111827' },
          { label: 'Buttons that stand out', instruction: 'make the buttons #16a34a' },
          { label: 'A clearer headline', instruction: 'change the headline to Welcome' },
        ];
      return [
        { label: 'The headline on the home page', instruction: 'change the headline to Welcome' },
        { label: 'An about page', instruction: 'add an about page' },
        { label: 'Publish the site', instruction: 'deploy main to production' },
      ];
    case 'it':
      return action === 'remove' && tables.length
        ? choicesFor('remove', 'table', name, ws)
        : improveChoices(ws);
  }
}

/** What "make it better" can mean here: protect open tables, publish, or start a table. */
function improveChoices(ws: Workspace): Choice[] {
  const tables = userTables(ws);
  const open = tables.filter((t) => !t.rls);
  return [
    ...open.map((t) => ({
      label: `Protect ${t.name}: each user sees only their own rows`,
      instruction: `only the owner can see their ${t.name}`,
    })),
    { label: 'Publish the latest version of the site', instruction: 'deploy main to production' },
    ...(tables.length === 0
      ? [{ label: 'Start a tasks table', instruction: 'create a tasks table with title and done' }]
      : [
          {
            label: 'See which tables anyone can read',
            instruction: 'which tables have no row level security?',
          },
        ]),
  ];
}

const QUESTION: Record<Thing, string> = {
  column: 'Which table should it go in?',
  table: 'Which table do you mean?',
  row: 'Which rows do you mean?',
  colour: 'Which colour should change, and to what?',
  name: 'Which name do you mean?',
  text: 'Which words should change?',
  page: 'What should change on the site?',
  all: 'What exactly should go? I would rather ask than delete too much.',
  it: 'What would you like me to do? Here are a few things I can do in this project.',
};

/** A clarification for a vague request, or null when the words name something specific. */
export function clarifyVague(text: string, ws: Workspace): ClauseResult {
  const said = text
    .toLowerCase()
    .replace(/[.!?]+$/, '')
    .replace(/^(?:(?:ok|okay|so|right|hey|hi)[,!]?\s+)+/, '')
    .replace(/^(?:please|pls|(?:can|could) (?:you|u)|just|i want to|i'd like to|let's)\s+/, '')
    .replace(/\s+(?:thx|thanks|cheers|ty)$/, '')
    // "the website's not great tbh, can you sort it out": a complaint, then a wish to improve it.
    .replace(
      /^(?:the|our|my)\s+(site|website|app|homepage|home page|design|database)(?:'s|\s+is|\s+looks)\s+(?:not (?:great|good|right|very good)|rubbish|bad|ugly|a mess|meh|boring|awful|terrible|dated|a bit (?:rubbish|meh|boring|dated|plain))(?:\s+(?:tbh|to be honest|honestly|tbf))?\s*[,.;-]?\s*(?:so\s+)?(?:(?:can|could)\s+(?:you|u)\s+)?(?:sort it out|fix it|improve it|make it better|tidy it up|do something(?: about it)?|help)$/,
      'improve the $1',
    )
    // "tidy up the database a bit", "change the colour to something nicer": words that only soften.
    .replace(/\s+(?:a bit|a little|a little bit|somehow|more|please|pls|for me)$/, '')
    .replace(
      /\s+to something(?:\s+(?:nicer|better|different|else|new|prettier|cooler|fresh|modern))?$/,
      '',
    )
    // "I need a new table" asks to add one.
    .replace(
      /^(?:i|we)\s*(?:need|want|would like|'d like)\s+(?=(?:a|an|another|one more|some)\s)/,
      'add ',
    )
    .trim();
  // "i want to track stuff": a new table, what it keeps not said.
  if (VAGUE_KEEP.test(said)) return clarifyVague('add a table', ws);
  if (said.split(/\s+/).length > 8) return null;
  const action = ACTIONS.find(([, pattern]) => pattern.test(said))?.[0];
  if (!action) return null;
  const rest = said.replace(ACTIONS.find(([a]) => a === action)?.[1] ?? /^/, '').trim();
  const name = rest.match(NAME_GIVEN)?.[1]?.trim();
  const object = rest
    .replace(NAME_GIVEN, '')
    .replace(/^(?:a|an|the|my|our|some|new|another)\s+/, '')
    .trim();
  // Only a vague object is this family: "add a due date to the list" names more than a kind of thing.
  if (object.split(/\s+/).length > 2 || tableMentions(ws, object.split(/\s+/)).length) return null;
  // "delete the email column" names a column the project has: not vague.
  const named = (w: string) => tablesOf(ws).some((t) => t.columns.some((c) => c.name === w));
  // "change the name" with name columns: which one, and to what, is asked with renames to pick from.
  const holders = tablesOf(ws).flatMap((t) =>
    t.columns.filter((c) => c.name === object).map((c) => ({ t, c })),
  );
  // "update the price": every row's number moved, picked from; a name's column renamed.
  const columnChoices = holders.flatMap(({ t, c }) =>
    isNumeric(typeFamily(c.type))
      ? [
          {
            label: `Raise every ${object} in ${t.name} by 10%`,
            instruction: `raise every ${object} in ${t.name} by 10%`,
          },
          {
            label: `Lower every ${object} in ${t.name} by 10%`,
            instruction: `lower every ${object} in ${t.name} by 10%`,
          },
        ]
      : [
          {
            label: `Rename the ${object} column of ${t.name}`,
            instruction: `rename ${object} in ${t.name} to ${singularName(t.name)}_${object}`,
          },
        ],
  );
  if (action === 'change' && columnChoices.length > 1 && !/\s/.test(object))
    return ask(
      `You asked to ${said}.`,
      `Which ${humanize(object)} do you mean, and what should change? Pick one, or say it in full.`,
      columnChoices.slice(0, MAX_CHOICES),
    );
  const looks = action === 'improve' && /\b(?:site|website|page|homepage|design|look)\b/.test(said);
  // "make phone text": a column the project has, so not vague ("improve the website" is the site).
  if (!looks && object.split(/\s+/).some(named)) return null;
  const thing =
    (looks ? 'page' : undefined) ??
    THINGS.find(([, pattern]) => pattern.test(object))?.[0] ??
    (object === '' || action === 'improve' ? 'it' : undefined);
  if (!thing) return null;
  const choices = choicesFor(action, thing, name, ws).slice(0, MAX_CHOICES);
  if (choices.length < 2) return null;
  const question =
    action === 'remove' && thing !== 'all'
      ? 'Which one should go?'
      : action === 'add' && thing === 'table'
        ? 'What should the new table keep? Pick one to start from, or say its columns.'
        : action === 'improve' && thing === 'all'
          ? 'What should I improve? Here are a few things I can do in this project.'
          : action === 'add' && thing === 'page'
            ? 'What should the new page be? Pick one, or say its name and words.'
            : QUESTION[thing];
  return ask(`You asked to ${said}.`, question, choices);
}
