/** Reading an instruction: normalising it, then cutting it into clauses the parsers can take. */
import { numberInWords } from './names';
import { MONTH } from './calendar-words';

/**
 * Misspellings of the words the planner's grammar is built on, fixed as whole words. Only words
 * that are never names of their own are listed ("crate" only where a verb is expected).
 */
const TYPOS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^crate\b|(?<=[,;.!?]\s*|\band\s+)crate\b(?=\s+(?:an?|the|new|table))/gi, 'create'],
  [/\b(?:creat|craete|cretae|ceate|crete)\b/gi, 'create'],
  [/\b(?:tabel|tabl|talbe|tabble|tble)(s?)\b/gi, 'table$1'],
  [/\b(?:colum|collumn|coloumn|colunm|clumn)(s?)\b/gi, 'column$1'],
  [/\b(?:shoud|shuold|sould|shold|shoudl)\b/gi, 'should'],
  [/\bcant\b/gi, "can't"],
  [/\b(she|he|that|there|what|who)s\b/gi, "$1's"],
  [/^id (?=like|love|prefer|rather)/i, "I'd "],
  [/\b(do|does|did|is|are|was|were|have|has|had|should|would|could|must|need)nt\b/gi, "$1n't"],
  [/\bcannt\b/gi, 'cannot'],
  [/\b(?:alow|allwo|alllow)\b/gi, 'allow'],
  [/\b(?:requierd|requried|reqired|requred)\b/gi, 'required'],
  [/\b(?:uniqe|unqiue|uniuqe|uniqu)\b/gi, 'unique'],
  [/\b(?:defualt|deafult|defautl|dafault)\b/gi, 'default'],
  [/\b(?:brnach|branh|brach|banch)\b/gi, 'branch'],
  [/\b(?:mege|merg|megre)\b/gi, 'merge'],
  [/\b(?:comit|commmit|commti)\b/gi, 'commit'],
  [/\b(?:revet|reveret|rever)\b/gi, 'revert'],
  [/\b(?:delet|dlete|deleet)\b/gi, 'delete'],
  [/\b(?:indx|idnex|inedx)\b/gi, 'index'],
  [/\b(?:betwen|bewteen|beteen)\b/gi, 'between'],
  [/\b(?:negitive|negatve|negativ)\b/gi, 'negative'],
  [/\b(?:bucekt|buckt|bukcet)\b/gi, 'bucket'],
  [/\b(?:uplaod|uplod)\b/gi, 'upload'],
  [/\b(?:theese|thees|thsee)\b/gi, 'these'],
];

export const fixTypos = (text: string): string =>
  TYPOS.reduce((out, [pattern, fix]) => out.replace(pattern, fix), text);

/** Rarer words for what the grammar says one way ("compulsory" is required), read once slips are fixed. */
/** A web address a founder owns: "surfschool.co.uk", "mybakery.com". */
const DOMAIN =
  /\b(?:[a-z0-9-]+\.)+(?:co\.uk|org\.uk|com|org|net|io|uk|shop|cafe|surf|dev|app|co|ie|eu|studio|online|store)\b/gi;

/** A number up to a hundred said in words ("twenty-five", "fifty"). */
const SPOKEN_NUMBER = String.raw`(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|a hundred|one hundred)`;

const RARER_WORDS: ReadonlyArray<readonly [RegExp, string | ((...said: string[]) => string)]> = [
  [/\b(?:compulsory|obligatory|non-optional)\b/gi, 'required'],
  // "a fiver", "a tenner": five and ten pounds.
  [/\ba fiver\b/gi, '£5'],
  [/\ba tenner\b/gi, '£10'],
  // "15 quid", "20 bucks": money said casually.
  [/\b(\d+(?:\.\d{1,2})?)\s*quid\b/gi, '£$1'],
  [/\b(\d+(?:\.\d{1,2})?)\s*bucks\b/gi, '$$$1'],
  // "I want customers to sign up and log in, and keep a profile with their name": sign-in is on; the profile is asked.
  [
    /^(?:(?:i|we)\s+(?:want|would like|need)\s+)?(?:to\s+)?(?:let\s+)?(?:our\s+)?(?:customers|users|people|members|volunteers|clients|students|guests|parents|players|patients|staff)\s+(?:to\s+)?(?:be able to\s+)?(?:sign|log)\s+(?:up|in|on)(?:\s+and\s+(?:sign|log)\s+(?:up|in|on))?(?:\s+with\s+(?:their|an)\s+e-?mail)?\s*,?\s*(?:and\s+)?(?:keep|have|give each of them|give them|give each one|each with|with)\s+(?:a\s+|their own\s+)?profile\s+with\s+/i,
    'give each user a profile with ',
  ],
  // "anyone visiting the site": anyone, signed in or not.
  [
    /\b(?:anyone|everyone|people)\s+(?:visiting|who visits|browsing|looking at|on)\s+(?:the|our|my)\s+(?:site|website|app|page)\b|\bvisitors\s+to\s+(?:the|our|my)\s+(?:site|website|app)\b/gi,
    'anyone',
  ],
  // "anyone can see the menu, but only we can change it": changing is the team's already, once reading is open.
  [
    /^(.*\b(?:anyone|everyone|everybody|visitors|the public|people)\b.*\b(?:see|read|view|look at)\b.*?),?\s+but\s+only\s+(?:we|us|i|me|the team|staff|admins?)\s+(?:can|should be able to|may)\s+(?:change|edit|update|modify)\s+(?:it|them|that)$/i,
    '$1',
  ],
  // "should only ever be able to see their own", "never anyone else's": only their own, said once.
  [
    /\b(should|can)\s+only\s+(?:ever\s+)?(?:be able to\s+)?(see|read|view|edit|change)\b/gi,
    '$1 only $2',
  ],
  [
    /\s*,?\s+(?:and\s+)?(?:never|not)\s+(?:anyone|anybody|someone|everyone|everybody)\s*(?:else)?'s(?:\s+(?:ones?|rows?|orders?|bookings?|entries))?$/gi,
    '',
  ],
  // "nobody but the writer should be able to read them": only the one who made them.
  [
    /\b(?:nobody|no one|noone|no-one)\s+(?:but|except|apart from|other than)\s+(?:the\s+)?(?:writer|owner|author|creator|person who (?:wrote|made|created|added) (?:it|them))\s+(?:should be able to|can|may|should)\s+(read|see|view|edit|change)\b/gi,
    'only the owner can $1',
  ],
  // "make an account", "register": signing up.
  [/\b(?:make|create|open|register)\s+an?\s+account\b(?!\s+(?:table|column|list))/gi, 'sign up'],
  // "I've bought surfschool.co.uk - how do I get the site on my own domain?": that domain, added.
  [
    /^(?!.*\b(?:delete|remove|drop)\b)(?=.*\b(?:my|our)\s+own\s+(?:domain|web address)\b).*$/i,
    (said: string) => {
      const domains = new Set(
        [...said.matchAll(DOMAIN)]
          .map((m) => m[0].toLowerCase())
          .filter((d) => !/^(?:netlify|localhost|example)\./.test(d)),
      );
      return domains.size === 1 ? `add the domain ${[...domains][0]}` : said;
    },
  ],
  [
    new RegExp(
      String.raw`^(?:connect|use|add|point|hook up|set up|link|attach)\s+(?:our|my)\s+own\s+(?:domain|web address)\s+(${DOMAIN.source})(?:\s+(?:to|for|with)\s+(?:the|our|my)\s+(?:site|website))?$`,
      'i',
    ),
    'add the domain $1',
  ],
  // "Publish the changes I just made so customers can see them": put what is on main live.
  [
    /^(?:publish|push out|put live|push live|deploy|release)\s+(?:the\s+|my\s+|our\s+)?(?:changes|work|edits|updates|new version)\s+(?:i|we)\s+(?:just\s+|have\s+|'ve\s+)?(?:just\s+)?(?:made|did|done)\b.*$/i,
    'deploy main to production',
  ],
  // "redeploy pls, the live one doesn't have my new heading yet": the request, then why.
  [/^((?:re)?deploy|publish)(?:\s+(?:pls|please))?\s*,\s*(?:the|it|my|our|we|they)\b.*$/i, '$1'],
  // "latest deploy broke the homepage, roll it back to the one before": the previous deploy back live.
  [
    /^(?:the\s+)?(?:latest|last|new|newest)\s+(?:deploy|release|version|publish)\s+(?:broke|has broken|messed up|ruined)\b[^,;.]*[,;.]?\s*(?:(?:so|please|pls|can you)\s+)*roll\s+(?:it|that)\s+back(?:\s+to\s+the\s+(?:one|version|deploy)\s+before)?$/i,
    'roll back to the previous deploy',
  ],
  // "can the customers table be called clients instead": a new name for the table.
  [
    /^(?:(?:actually|so|ok|okay|hmm|oh)[,]?\s+)?(?:(?:can|could)\s+)?(?:the|our|my)\s+([a-z_]+)\s+table\s+be\s+(?:called|named|renamed(?:\s+to)?)\s+([a-z_]+)(?:\s+instead)?$/i,
    'rename the $1 table to $2',
  ],
  // "stick a notes field on orders": adding it.
  [/^(?:stick|pop|slap|chuck|whack)\s+(?=(?:an?|some)\s+[\w ]+?\s+(?:field|column)\b)/i, 'add '],
  [
    /\b(field|column)(\s+(?:on|to)\s+[a-z_]+)(.*?),\s*(?:it'?s|it is|that'?s)\s+optional$/i,
    '$1 (optional)$2$3',
  ],
  // "add £2 onto every product's price": onto is to.
  [/\b(add\s+[£$€]?\d+(?:\.\d+)?%?)\s+onto\b/gi, '$1 to'],
  // "wedding planner here - add a section…": who is speaking, said first.
  [
    /^(?:(?:hi|hey|hello)[,!]?\s+)?(?:an?\s+|the\s+)?[a-z]+(?:\s+[a-z]+){0,2}\s+here\s*[-–—:,.!]+\s+(?=\S)/i,
    '',
  ],
  // "I want people to be able to sign up on our site": let them.
  [
    /^(?:i|we)\s+(?:want|would like|'d like|need)\s+(people|customers|users|members|visitors|clients|guests|students|parents|staff|volunteers)\s+to\s+(?:be able to\s+)?(?=(?:sign|log|make|create|register)\b)/i,
    'let $1 ',
  ],
  [
    /\b((?:sign|log)\s+(?:up|in|on))\s+(?:on|to|for)\s+(?:our|the|my)\s+(?:site|website|app)\b/gi,
    '$1',
  ],
  // "when customers log in they should only see their own orders": who, said by when.
  [
    /^(?:so\s+)?(?:when|once|after)\s+(?<who>customers|users|people|members|clients|guests|students|patients|staff|volunteers)\s+(?:log|sign)s?\s+in\s*,?\s*(?:they|then they)\s+/i,
    '$<who> ',
  ],
  // "add a deposit to the tours with a default of 0", "…, zero unless we say otherwise": where it starts.
  [/\s+with\s+a\s+default(?:\s+value)?\s+of\s+([\w.'"-]+)$/gi, ' (default $1)'],
  [
    /,\s*(?:starting\s+(?:at|as|from)\s+)?([\w.'"-]+)\s+(?:unless\s+(?:we|i|you|they)\s+(?:say|set|change|decide)(?:\s+it)?(?:\s+otherwise)?|by default|to start with)$/gi,
    ' (default $1)',
  ],
  // "anything in stock_items that's run out": the rows of that table that are so.
  [
    /\b(?:anything|everything|any rows?|all (?:the )?(?:rows|entries|records))\s+(?:in|from)\s+(?:the\s+)?([\w-]+)(?:\s+table)?\s+(?=that|which|where|who)/gi,
    '$1 ',
  ],
  // "empty the leads table completely": words that only insist.
  [/\s+(?:completely|entirely|totally)(?=[\s,.!?]|$)/gi, ''],
  // "new member just joined, Rafa, …": someone who arrived is a row to add.
  [
    /^(?:(?:we(?:'ve| have)\s+(?:got\s+)?)?(?:a\s+)?new)\s+([a-z]+)\s+(?:just\s+|has\s+|have\s+)*(?:joined|signed up|signed on|started|arrived|came in|booked(?: in)?|enrolled|registered|hired)(\s*[,;-]\s*|\s*$)/i,
    (_: string, noun: string, cut: string) => `add a new ${noun}${cut.trim() ? ': ' : ''}`,
  ],
  // "…, going by lessons booked": how a question is measured belongs to it.
  [/\s*,\s*(?=(?:going|judging)\s+by\b|based\s+on\b)/gi, ' '],
  // "a table called events to track each one:": why it is kept, said before its list.
  [
    /\s+to\s+(?:track|keep track of|keep|store|log|record|hold|list)\s+(?:each|every|all|them|these|those|everything)(?:\s+(?:one|of them))?(?=\s*$)/gi,
    '',
  ],
  // "oh we need to store a phone number for clients too": the wish is the request.
  [
    /^(?:(?:oh|so|ok|okay|right)[,]?\s+)?(?:we|i)\s+(?:also\s+)?(?:need|want|'d like|would like)\s+to\s+(?=(?:store|keep|save|record|track|add|log)\s+(?:a|an|the|their|its)\b)/i,
    '',
  ],
  // "…, no exceptions": words that only insist.
  [/\s*,?\s+no exceptions\b/gi, ''],
  // "members can only have one account per email address": the email is unique.
  [
    /^(?:the\s+)?([a-z_]+)\s+(?:can|should|may)\s+only\s+(?:ever\s+)?have\s+one\s+(?:[a-z]+\s+)?(?:account|entry|row|record|profile|sign-?up|membership)\s+(?:per|for each|for every|each)\s+([a-z_]+)(?:\s+address)?$/i,
    '$2 in $1 must be unique',
  ],
  // "add a VIP tickbox for guests": a yes/no column said by its box.
  [
    /\badd\s+(?:an?\s+)?([\w-]+(?:\s+[\w-]+)?)\s+(?:tick ?box|check ?box|toggle|yes\/no(?: field)?)\s+(?:for|to|on)\s+(?:the\s+|our\s+|my\s+)?([a-z_]+)(?:\s*,?\s*(ticked|unticked|checked|unchecked|on|off)\s+(?:unless\s+(?:we|you|i)\s+say\s+(?:otherwise|so)|by default|to start with|at first))?/gi,
    (_: string, name: string, table: string, start?: string) =>
      `add a ${name.toLowerCase()} (yes/no${start ? `, default ${/^(?:ticked|checked|on)$/i.test(start) ? 'true' : 'false'}` : ''}) column to ${table}`,
  ],
  // "add a yes/no column called vip": the name, with its kind beside it.
  [
    /\b(?:an?\s+)?(yes\/no|tick ?box|check ?box|true\/false|boolean|whole number|number|date|text|money)\s+(?:column|field)\s+(?:called|named)\s+([\w-]+)/gi,
    'a $2 ($1) column',
  ],
  // "store a phone number for clients too": words that only add.
  [/\s+(?:too|as well)\s*$/i, ''],
  // "for each influencer I want their instagram handle and …": columns of that table.
  [
    /^for\s+(?:each|every)\s+([a-z]+)(?:\s+(?:we|i)\s+[a-z ]+?)?\s*,?\s+(?:i|we)\s+(?:want|need|'d like|would like)\s+(?:to\s+(?:store|keep|know|track|record|have)\s+)?(?:their|its|his|her)\s+(.+)$/i,
    'add $2 to $1',
  ],
  // "a list of our salon treatments called services": a table with that name.
  [
    /\b(?:an?|the)\s+(?:list|record|log|register)\s+of\s+(?:our\s+|my\s+|the\s+|all\s+)?[a-z][\w ]*?\s+(?:called|named)\s+(?=[a-z_]+)/gi,
    'a table called ',
  ],
  // "a classes table for the gym with …": who the table is for is not its name.
  [
    /\b([a-z_]+)\s+table\s+for\s+(?:the|our|my)\s+[a-z]+(?:\s+[a-z]+)?(?=\s+(?:with|having|that)\b|\s*[?.,;]|$)/gi,
    (said: string, noun: string) =>
      /^(?:a|an|the|new|separate|another|one|this|that)$/i.test(noun) ? said : `${noun} table`,
  ],
  // "knock ten percent off", "fifty quid", "up by a pound": amounts said in words.
  [
    new RegExp(
      String.raw`\b(${SPOKEN_NUMBER})\s+(percent|per cent|quid|pounds?(?!\s+of\b)|bucks|dollars?|euros?)\b`,
      'gi',
    ),
    (said: string, word: string, unit: string) => {
      const n = numberInWords(word);
      if (n === undefined) return said;
      if (/^per/i.test(unit)) return `${n}%`;
      return `${/^(?:quid|pound)/i.test(unit) ? '£' : /^euro/i.test(unit) ? '€' : '$'}${n}`;
    },
  ],
  [/\bby\s+(?:a|one)\s+(?:pound|quid)\b/gi, 'by £1'],
  [/\bby\s+(?:a|one)\s+(?:dollar|buck)\b/gi, 'by $$1'],
  // "every single order is paid up now": words that only insist.
  [/\bevery single\b/gi, 'every'],
  [/\bpaid up\b/gi, 'paid'],
  // "flip all the statuses to paid": turning a value over is setting it.
  [/\bflip\s+(?=[^,.;]+?\s+to\s)/gi, 'set '],
  // "reassign his bookings over to Hannah": handing rows to someone else moves them.
  [
    /\b(?:reassign|transfer|hand)\s+((?:all\s+)?(?:of\s+)?[^,.;]+?)\s+(?:over\s+)?to\s+/gi,
    'move $1 to ',
  ],
  // "on every table": each of them is all of them.
  [/\b(?:every|each)\s+(table|bucket|branch)\b/gi, 'all $1s'],
  // "pop the Summer Party in the events table": putting something in a table adds it.
  [
    /\b(?:pop|stick|chuck|bung|slot|put)\s+(?=(?:the\s+|a\s+|an\s+)?[^,.;]+?\s+(?:in|into|onto)\s+(?:the\s+|my\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:table|list)\b)/gi,
    'add ',
  ],
];

/** "…, she's in Boston": where a row's person is, said as a place, also among listed values. */
const SHE_IS_IN =
  /(?<=,\s*)(?:she|he|they)(?:'s|'re|\s+is|\s+are)\s+(?:based\s+|now\s+)?(?=(?:in|from)\s)/gi;

/**
 * The rarer words read as the usual ones in the request; what follows its first colon and what is
 * quoted are the founder's own words ("…paragraph to: Bread for every table") and stay as said.
 */
export function usualWords(text: string): string {
  const colon = text.search(/:\s/);
  const head = colon < 0 ? text : text.slice(0, colon);
  const guarded = protect(head);
  const read = RARER_WORDS.reduce(
    (out, [pattern, word]) =>
      typeof word === 'string' ? out.replace(pattern, word) : out.replace(pattern, word),
    guarded.text,
  );
  return `${guarded.restore(read)}${colon < 0 ? '' : text.slice(colon)}`.replace(SHE_IS_IN, '');
}

/** A sentence typed in capitals reads as the same words in lower case; names with _ . : or digits stay. */
const unshout = (text: string): string =>
  text
    .split(/(?<=[.!?])(?=\s)/)
    .map(unshoutSentence)
    .join('');

function unshoutSentence(text: string): string {
  const words = text.split(/\s+/).filter((word) => /^[A-Za-z][A-Za-z']*[,.!?]?$/.test(word));
  const shouted = words.filter((word) => !/[a-z]/.test(word)).length;
  // Values typed in lower case among the capitals ("SET DEBUG TO false") do not stop it.
  if (shouted < 2 || shouted < 0.7 * words.length) return text;
  // Quoted values keep their capitals: they are what the founder wants stored.
  return text
    .split(/("[^"]*"|(?<=^|\s)'[^']*'(?=$|[\s,.;:!?]))/)
    .map((part, i) =>
      i % 2
        ? part
        : part.replace(/(?<![\w.:/@_-])[A-Z]+(?:'[A-Z]+)?(?![\w.:/@_-])/g, (w) => w.toLowerCase()),
    )
    .join('');
}

/** Orders English allows that the rules read one way: "the table orders", "in customers, add …". */
function usualOrder(text: string): string {
  return (
    text
      // "deploy the redesign branch … NOT live yet!" asks for a preview.
      .replace(
        /^(.*?\bdeploy (?:the )?[\w./-]+(?: branch)?)(.*?)[.!?]*\s+(?:but\s+)?(?:not|don'?t (?:put|make|push) it) (?:live|public|in production|to production)(?: yet)?[.!]*$/i,
        '$1 as a preview$2',
      )
      .replace(
        /(\w)\s+but\s+(?=(?:only|just|not|nobody|no one|never|signed|logged)\b)/gi,
        '$1, but ',
      )
      .replace(/\bonly ever\b/gi, 'only')
      // "each of those orders": every order.
      .replace(
        /\b(?:each|every|all|any) of (?:those|these|the|my|our) ([a-z_]+?)(?:ies|s)?\b/gi,
        (said, noun: string) => `every ${noun}${/ies\b/i.test(said) ? 'y' : ''}`,
      )
      // "new customer just signed up!! Maria Lopez, …": the details that follow are the new row's.
      .replace(
        /^((?:(?:ok|so|yay|great)[,!]?\s+)*new\s+[a-z]+)\s+(?:just\s+)?(?:signed up|joined|came in|registered|booked|arrived|started|walked in)[!.]+\s+/i,
        '$1: ',
      )
      // "edit everyone else's profile": any profile, not only one's own.
      .replace(
        /\b(?:everyone else'?s|everybody else'?s|other people'?s|each other'?s|anyone else'?s)\s+(?=\w)/gi,
        'any ',
      )
      // "Priya's moved to Bristol": "'s" before a verb in the past is "has", not a possessive.
      .replace(
        /\b(?!(?:it|that|he|she|there|what|who|this|here|where|everything|everyone)'s)([A-Za-z]+)'s\s+(moved|relocated|gone|left|changed|paid|finished|joined|quit|signed up|cancelled|canceled)\b/gi,
        '$1 has $2',
      )
      // "Ann just paid me, can you tick her off as paid": "her" is the person named first.
      .replace(
        /^((?!(?:I|We|You|They|It|The|This|That|Please|Can|Could|Hi|Hey|Ok|Okay|So)\b)[A-Z][a-z]+)(\b[^.?!]*?,[^.?!]*?\b)(?:her|him)\b(?:\s+off(?=\s+as\b|\s*$))?/,
        '$1$2$1',
      )
      // "bump Tom's hours up to 20": the particle goes with the verb.
      .replace(
        /\b(bump|put|push|move|turn|knock|bring)\s+([^,.;]+?)\s+(?:up|down)\s+to\b/gi,
        '$1 $2 to',
      )
      // "deploy it so people can see": why it goes live, never who may read a table.
      .replace(
        /(\b(?:deploy|publish|push|put)\b[^.;]*?)\s+so\s+(?:that\s+)?(?:people|everyone|everybody|visitors|customers|the world|folks|users)\s+can\s+(?:see|view|use|visit|check)(?:\s+(?:it|them|the\s+(?:site|website|change|changes)))?(?:\s+(?:live|online))?(?=[.!?]*$)/i,
        '$1',
      )
      // "the button text 'Get started' is boring, change it to 'Order'": the words, then the change.
      .replace(
        /^(?:the\s+)?(?:(?:button|link|heading|menu)\s+)?(?:text|words?|label|wording)?\s*(["'][^"']+["'])\s+(?:is|are|sounds?|looks?|feels?|reads?|seems?)\s+[\w ]+?,?\s+(?:so\s+)?(?:please\s+)?(?:change|swap|make|replace|switch)\s+it\s+(?:to|with|into|for)\s+(.+)$/i,
        'change the text $1 to $2',
      )
      // "set all tasks back to not done": back to a value is to that value.
      .replace(/\b(set|put|change|turn|switch|reset|make)\s+(.+?)\s+back\s+to\b/gi, '$1 $2 to')
      // "their own orders, never anybody else's" says "their own" twice.
      .replace(
        /(\btheir own\b[^,.;]*),?\s+(?:and\s+)?(?:never|not)\s+(?:anybody|anyone|somebody|someone|other people|others)(?:\s+else)?(?:'s)?(?:\s+[a-z]+)?(?=[.!?]*$)/i,
        '$1',
      )
      .replace(
        /\bthe table (?!called\b|named\b|for\b|of\b|with\b|i\b|we\b|you\b|they\b|that\b|which\b|where\b|is\b|was\b|just\b|has\b|had\b|again\b|numbers?\b|no\b|sizes?\b|seats?\b|seating\b)([a-z][\w]*)\b/gi,
        'the $1 table',
      )
      .replace(
        /\bthe branch (?!called\b|named\b|for\b|of\b|with\b|to\b|from\b|into\b|and\b|as\b|i\b|that\b|which\b|is\b)([a-z][\w./-]*\w)/gi,
        'the $1 branch',
      )
      .replace(
        /\bin a (?!private\b|public\b|new\b)([a-z][\w-]*) bucket\b(?!\s+(?:called|named)\b)/gi,
        'in a bucket called $1',
      )
      .replace(
        /^(today|yesterday|(?:this|last) (?:week|month|year)|in the last \d+ days), ([^,]+?)([?.!]?)$/i,
        '$2 $1$3',
      )
  );
}

/** Requests said as a story or a wish, each sentence said the way the rules read it. */
const PLAIN_SENTENCES: ReadonlyArray<readonly [RegExp, string]> = [
  // "people shouldn't be able to log in until they've clicked the link in their confirmation email"
  [
    /^(?:(?:people|users|new users|they)\s+(?:shouldn'?t|should not|can'?t|cannot|mustn'?t|must not)|(?:nobody|no one)\s+(?:should|can|must))\s+(?:be able to\s+)?(?:log ?in|sign ?in)\s+(?:until|before|unless)\s+(?:they'?ve|they have|they)\s+(?:clicked|confirmed|verified|opened)\b.*$/i,
    'make people confirm their email before they can log in',
  ],
  // "open the customers table up to everyone": anyone may read it.
  [
    /\bopen\s+(?:the\s+|my\s+|our\s+)?([\w ]+?)(?:\s+table)?\s+up\s+to\s+(?:everyone|everybody|anyone|the public|the world)(?:\s+(?:for now|for a bit|for the moment))?\b/gi,
    'let anyone read $1',
  ],
  // "anyone on the internet": anyone at all, signed in or not.
  [/\banyone (?:on the internet|in the world|at all|online|out there)\b/gi, 'anyone'],
  // "I want the tagline to read: …" asks to change it.
  [
    /^(?:i|we) (?:want|would like|'d like) (the|my|our) ([a-z ]{2,30}?) to (read|say|be)\b/i,
    'change $1 $2 to $3',
  ],
  // "Ada changed her email to …" asks for the row's change.
  [
    /^([A-Z][\w'-]*(?: [A-Z][\w'-]*)?) (?:changed|updated|switched|moved) (?:her|his|their|its) ([a-z][\w ]*?) (to .+)$/,
    "change $1's $2 $3",
  ],
  // "'stuff' is a terrible name, call that table inventory instead": a rename.
  [
    /^["'`]?([a-z_]+)["'`]? is (?:a |such a )?(?:terrible|bad|awful|rubbish|silly|stupid|boring|confusing|wrong|daft|weird) name,?\s+(?:so\s+)?(?:please\s+)?(?:call|rename|name) (?:that|the|this|it)(?: table)?(?: to)? ["'`]?([a-z_]+)["'`]?(?: instead)?([.!]?)$/i,
    'rename the table $1 to $2$3',
  ],
  // "make sure two members can't sign up with the same email": the email is unique.
  [
    /^(?:make sure |ensure )?(?:that )?(?:no )?two (\w+) (?:can'?t|cannot|should(?:n'?t| not)|must(?:n'?t| not)|can) (?:sign up|register|join|be added|exist|have|use|share)(?: with)? (?:the same|one) ([\w ]+?)([.!]?)$/i,
    'no two $1 can have the same $2$3',
  ],
  // "we don't need the city any more, take it out" asks to remove it.
  [
    /^(?:(?:actually|ok|okay|so|right|hmm|oh)[,]?\s+)?(?:we|i) (?:don'?t|do not|no longer) (?:need|use|want) (?:the )?([\w ]+?)(?: any ?more)?,? (?:so )?(?:please )?(?:take|get rid of|remove|delete|drop|lose|bin) (?:it|them)(?: out)?([.!]?)$/i,
    'remove the $1$2',
  ],
];

/**
 * Where one sentence ends and the next starts: . ! ? and a space (so "example.com" stays whole),
 * but not a "?" inside a list ("published? and the date it went out").
 */
export const SENTENCE_END = /(?<=[.!])\s+|(?<=\?)\s+(?!(?:and|or|plus|&)\s)/;

/** Each sentence said plainly, once slips are fixed (so "Rosa cahnged her email" reads too). */
export const plainSentences = (text: string): string =>
  text
    .split(SENTENCE_END)
    .map((sentence) =>
      PLAIN_SENTENCES.reduce((out, [pattern, plain]) => out.replace(pattern, plain), sentence),
    )
    .join(' ');

/**
 * "In customers, add …" and "on redesign, change …": a place said first goes last, as the rules
 * read it; a branch of the project's is said as one, anything else as a table.
 */
export function placeLast(text: string, branches: readonly string[]): string {
  return text
    .split(SENTENCE_END)
    .map((sentence) => {
      const m = sentence.match(PLACE_FIRST);
      if (!m?.groups) return sentence;
      const { lead = '', place = '', said = '', end = '' } = m.groups;
      const rest = (m.groups.rest ?? '').replace(/[\s,]+(?:please|pls|thanks|thx|ty|cheers)$/i, '');
      const branch = Boolean(said) || branches.includes(place);
      // Without a comma or the word "branch", only a branch of the project's is a place.
      if (!branch && !m.groups.comma) return sentence;
      const where = branch ? `on the ${place} branch` : `in ${place}`;
      // "…add notes.md that says try 3 tiers": the place goes before the words, never into them.
      const cue = rest.search(
        /\s(?:that says|which says|saying|that reads|reading|with the (?:text|words)|containing)\b|:/i,
      );
      return cue > 0
        ? `${lead}${rest.slice(0, cue)} ${where}${rest.slice(cue)}${end}`
        : `${lead}${rest} ${where}${end}`;
    })
    .join(' ');
}

const PLACE_FIRST =
  /^(?<lead>(?:(?:ok|okay|so|hey|hi|right|alright|and|also|then|now)[,]?\s+)*)(?:in|on|for) (?:the )?(?<place>[a-z][\w./-]*)(?<said> branch)?(?: table)?(?<comma>,)? (?<rest>(?:[^,.;!?]|\.(?=\w))+)(?<end>[.!?]*)$/i;

/** Curly quotes, dashes, bullet lists and spacing made plain, so patterns stay simple. */
export function normalizeInstruction(raw: string): string {
  return usualOrder(fixTypos(unshout(normalizeSpacing(raw))));
}

function normalizeSpacing(raw: string): string {
  return (
    raw
      .replace(/[\u2018\u2019\u201B\u2032]/g, "'")
      .replace(/[\u201C\u201D\u201F\u2033]/g, '"')
      .replace(/\u00A0/g, ' ')
      // An emoji between two sentences ends the first: "I keep losing track 😩 want to store …".
      .replace(/(?<=[\w)])\s*[\p{Extended_Pictographic}\u{FE0F}\u{200D}]+\s*(?=[a-z])/giu, '. ')
      .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]+/gu, ' ')
      .replace(/[\u2013\u2014]/g, ' - ')
      // "w/ name and email", "w/o a date": the shorthand for with and without.
      .replace(/(?<=^|\s)w\/o(?=\s)/gi, 'without')
      .replace(/(?<=^|\s)w\/\s*(?=[\w@#"'£$€])/gi, 'with ')
      .replace(/:\s*\n\s*(?:[-*•]|\d+[.)])\s+/g, ': ')
      .replace(/\n\s*(?:[-*•]|\d+[.)])\s+/g, ', ')
      .replace(/\s*\n+\s*/g, '. ')
      .replace(/[ \t]+/g, ' ')
      // "e.g." and "i.e." are not the ends of sentences.
      .replace(/\b(e|i)\.(g|e)\.?(?=[\s,:]|$)/gi, '$1$2')
      .replace(/\.{2,}\s/g, '. ')
      // Words after "to read:" are the words to show, full stops and all.
      .replace(
        /(\b(?:to (?:read|say)|saying|that says|should (?:read|say))\s*:\s*)([^"'\n][^"\n]*?)[.!]?$/i,
        '$1"$2"',
      )
      .trim()
  );
}

const OPEN = '\u0001';
const CLOSE = '\u0002';
// eslint-disable-next-line no-control-regex -- placeholders use control characters that typed text never holds.
const PLACEHOLDER = /\u0001(\d+)\u0002/g;

/** Text whose parenthesised and quoted parts are hidden behind placeholders while it is cut. */
export interface Protected {
  text: string;
  restore: (fragment: string) => string;
  /** The hidden part a placeholder stands for, with its brackets or quotes. */
  parts: string[];
}

/**
 * Hides (...) groups and quoted strings so commas and "and" inside them do not split lists
 * or clauses. Apostrophes inside words ("it's", "don't") are not quotes.
 */
export function protect(text: string): Protected {
  const parts: string[] = [];
  const hide = (part: string): string => {
    parts.push(part);
    return `${OPEN}${parts.length - 1}${CLOSE}`;
  };
  // Twice, so one group inside another ("(timestamp, default now())") is hidden whole.
  const hidden = text
    .replace(/\([^()]*\)/g, hide)
    .replace(/\([^()]*\)/g, hide)
    .replace(/"[^"]*"/g, hide)
    .replace(/`[^`]*`/g, hide)
    .replace(/(?<![A-Za-z0-9])'[^']*'(?![A-Za-z0-9])/g, hide);
  const restore = (fragment: string): string => {
    let out = fragment;
    for (let i = 0; i < 3 && PLACEHOLDER.test(out); i += 1) {
      out = out.replace(PLACEHOLDER, (_, index: string) => parts[Number(index)] ?? '');
    }
    return out;
  };
  return { text: hidden, restore, parts };
}

/** Words that start a new request inside a sentence ("..., and let each user see their own"). */
const CLAUSE_STARTERS = [
  'let',
  'make',
  'only',
  'anyone',
  'everyone',
  'everybody',
  'each',
  'every',
  'signed[- ]in',
  'logged[- ]in',
  'turn',
  'enable',
  'disable',
  'stop',
  'prevent',
  'forbid',
  'deploy',
  'redeploy',
  'publish',
  'set',
  'add',
  'create',
  'delete',
  'remove',
  'drop',
  'rename',
  'merge',
  'commit',
  'open',
  'invite',
  'give',
  'roll',
  'point',
  'connect',
  'change',
  'switch',
  'push',
  'reset',
  'rebase',
  'index',
  'allow',
  'require',
  'ensure',
  'upload',
  'keep',
  'lock',
  'secure',
  'also',
  'then',
  'users can',
  'users should',
  'users only',
  'the public',
  'visitors',
  'nobody',
  'no one',
  'people can',
  'link (?:each|every|the|a)',
  'put',
  'go live',
  'unset',
  'undo',
  'revert',
  'tag',
  'force[- ]push',
  'take',
  'get rid',
  // ", can you mark her as away": a request after a statement.
  '(?:can|could|would) (?:you|u) (?:please |pls )?(?:update|mark|change|move|take|delete|remove|set|put|swap|tick|bump|knock)',
];
const STARTER = `(?:${CLAUSE_STARTERS.join('|')})\\b(?!-)`;
/** Where one clause ends and the next begins, inside a sentence. */
const CLAUSE_BREAK = new RegExp(
  `\\s*(?:,\\s*and then\\s+|\\s+and then\\s+|,\\s*then\\s+|;\\s*|,\\s*and also\\s+|\\s+and also\\s+|(?<!\\bmake it)(?<!\\bmake)(?<!\\bmake sure),?\\s+so(?: that)?\\s+(?=(?:each|every|only|users|anyone|everyone|nobody|no one|people|signed|logged)\\b)|,?\\s+(?:that|which|where)\\s+(?=(?:only|anyone|everyone|nobody|no one|each|every|signed[- ]in|logged[- ]in)\\b)|,\\s*(?:and\\s+)?(?:so\\s+)?(?=${STARTER})|\\s+-\\s+(?=(?:how|what|what's|whats|which|who|who's|whose|when|where|can you|could you|is there|are there|do we|did we|have we)\\b)|\\s+and\\s+(?=${STARTER}))`,
  'gi',
);
const SENTENCE_BREAK = new RegExp(`${SENTENCE_END.source}|[.!?]+$`);

export interface Clause {
  /** The clause as written (placeholders restored). */
  text: string;
  /** Index of the sentence it came from. */
  sentence: number;
}

/** Cuts an instruction into sentences, then sentences into clauses. */
export function splitClauses(instruction: string): Clause[] {
  const guarded = protect(instruction);
  const clauses: Clause[] = [];
  guarded.text.split(SENTENCE_BREAK).forEach((sentence, index) => {
    for (const piece of sentence.split(CLAUSE_BREAK)) {
      const text = guarded
        .restore(piece ?? '')
        .trim()
        .replace(/^(?:and|also|then|plus)\s+/i, '')
        .replace(/[.!?,;:]+$/, '')
        .trim();
      if (text) clauses.push({ text, sentence: index });
    }
  });
  return clauses;
}

/** Politeness and scene-setting that asks for nothing ("Hi!", "thanks", "I'm building a shop"). */
const FILLER_SENTENCE =
  /^(?:hi|hiya|heya|hey there|hello|hey|morning|evening|afternoon|good morning|thanks|thank you|thank u|many thanks|thx|thnx|tia|cheers|ok|okay|great|cool|please|pls|plz|sure|yes|perfect|awesome|oops|whoops|sorry|my bad|finally|at last|yay|woohoo|hooray|phew|brilliant|amazing|good news|great news)(?:\s+(?:there|so much|a lot|team|again|in advance))?$|^(?:i'?m|i am|we'?re|we are)\s+(?:building|making|working on|creating|launching|starting)\b|^(?:my|our|this)\s+(?:app|site|website|project|startup|business)\s+(?:is|will be|helps|lets)\b|^(?:we|i) (?:don'?t|do not|no longer) (?:need|want) (?:it|that|this|them)(?: any ?more)?$|^(?:it'?s|it is|that'?s|they'?re) (?:no longer needed|not needed any ?more|obsolete|done|finished)$|^(?:(?:can|could|would) (?:you|u) )?(?:update|change|swap|edit) (?:her|him|them|[A-Z][a-z]+)(?: over)?(?: for me)?$|^(?:(?:can|could|would) (?:you|u) )?swap (?:it|that) over(?: for me)?$|^(?:(?:can|could|would) (?:you|u) )?(?:update|change|sort out|fix) (?:their|her|his|its) [a-z]+(?: too| as well| for me)?$|^(?:i|we) (?:want|need|'d like|would like) to (?:work on|play with|try|test|look at|check) (?:it|that|this|them)(?: now| first| for a bit)?$|^(?:but )?keep the (?:table(?: itself)?|itself table)(?: (?:tho|though|please|pls))?$|^(?:but |and )?keep (?:everything|the rest|all the rest)(?: else)?(?: as it is)?$|^(?:i )?(?:made|created|did) (?:it|that|this|them) by (?:mistake|accident)$|^(?:we|i)(?:'ve| have)? (?:finished|done|completed) (?:it|them|that|everything)(?: all)?$|^(?:we'?re|we are|i'?m|i am) (?:retiring|doing|running|closing|phasing out|having|launching)\b(?:(?!\s(?:so|and|then|but)\s)[\w' ])*$|^(?:(?:can|could) (?:you|u) )?(?:join|link|connect|hook) (?:them|those|the two|it) (?:up|together)$/i;

export const isFiller = (text: string): boolean => FILLER_SENTENCE.test(text.trim());

/** Words that ask for something: a sentence with one is a request, not scene-setting. */
const REQUEST_WORD =
  /\b(?:need|needs|want|wants|wanna|add|create|make|please|pls|can you|could you|can i|can we|could i|could we|may i|let|should|must|delete|remove|change|set|turn|show|deploy|merge|undo|how|what|which|who)\b/i;

/**
 * A sentence about the founder's business before the request ("I run a bakery.", "We sell
 * courses online."): context, not a change, when no rule read it and a later sentence asks.
 */
export const isBusinessContext = (text: string): boolean =>
  // "real estate agent here", "yoga studio here": who is writing, said in a few words.
  /^(?:[a-z]+\s+){0,3}[a-z]+\s+here$/i.test(text.trim().replace(/[.!?]+$/, '')) ||
  (/^(?:(?:quick one|quick question|so|ok|okay|hi|hiya|heya|hello|hey|howdy|yo)[,!.]?\s+)?(?:i|we|i'?m|we'?re|my|our|this|it'?s|it is|(?:the )?(?:business|company|shop|store|app|site|startup|bakery|cafe|café|studio|gym|salon|clinic|restaurant|agency|charity|club|brand)\b(?! table))\b/i.test(
    text.trim(),
  ) &&
    !REQUEST_WORD.test(text));

/** How an aside starts: a feeling, a reason or a remark about the request, not a request. */
const ASIDE_START =
  /^(?:(?:ok|okay|so|well|hey|hi)[,!]?\s+)*(?:everyone|everybody|we'?re|we are|i'?m|i am|i|we|it'?s|it is|it|that'?s|this is|so (?:i|we|that|people)|because|cos|since|lol|haha|nvm|never ?mind|oops|ugh|not|don'?t|do not|no rush|for now|just|people|nobody|no one|nothing|they|he|she|finally|(?:my|our) (?:accountant|boss|investors?|co-?founder|partner|wife|husband|bank|team|manager|mentor|board|landlord|mum|dad))\b/i;
/** "want to show my cofounder": why the founder asks, not what. */
const SHOWING =
  /^(?:searching|search|searches|lookups?|loading|it|the app|the site|things|everything)\s+(?:is|are|'s|has been|feels?)\s+(?:getting\s+|really\s+|so\s+|a bit\s+|quite\s+|very\s+)*(?:slow|slower|sluggish|laggy)$|^(?:most|many|some|lots of|a lot of)\s+(?:people|customers|users|guests|members|of them)\s+(?:will\s+|usually\s+|just\s+)?(?:leave|skip|ignore)\s+(?:it|this|that)(?:\s+(?:blank|empty|out))?$|^(?:my|our|the) (?:accountant|boss|investors?|co-?founder|partner|bank|manager|mentor|board|landlord) (?:is|are|wants?|needs?|asked(?: for)?|keeps?(?: asking)?)\b[^?]*$|^(?:just |only )?(?:(?:i|we) )?(?:want|need|wanted|needed)(?: it| this| that)? (?:for|as|in) (?:a|an|my|our|the) [\w ]+$|^(?:just |only )?(?:(?:i|we) )?(?:want|need)(?:ed)? (?:a|the) (?:quick |rough |simple )?(?:breakdown|number|figure|total|summary|overview|idea|list)\b[\w ]*$|^(?:right now|at the moment|currently|atm|at present|for now)\s*,?\s+(?:it|they|this|that|the \w+)\s+(?:only\s+|just\s+)?(?:takes?|holds?|accepts?|allows?|stores?|is|are|has|have|shows?|says?|reads?)\b[^?]*$|^(?:they'?re|they are|it'?s|it is|we'?re|we are) (?:all |now |finally |already )*(?:done|finished|complete|completed|paid|sorted|ready)$|^(?:(?:i|we) )?(?:don'?t|do not|no longer) need (?:any of )?(?:it|them|those|these|the old [\w ]+|that|this)(?: any ?more| now| anymore)?$|^that'?s (?:what|how|when|where|why) (?:we|i|they|people|everyone)\b[^?]*$|^(?:he|she|they) (?:asked|wanted|wants|asked us|asked me) to [\w ]+$|^(?:(?:i |we )?(?:want(?:ed)?|need|would like)|(?:i|we)'d like) to (?:show|see|test|try|check|send|share|experiment|play|start (?:fresh|over|again|from scratch)|begin again)\b[^?]*$|^(?:the |my |our )?[\w -]{1,30}? (?:is|are|looks|seems|was|looked|seemed) (?:all |now |finally |a bit |kind of |kinda )?(?:done|finished|ready|great|good|complete|working|fine|perfect|broken|wrong|off|weird|messed up|not working|good to go|ready to go|ready to ship)(?: (?:and (?:looks|seems|is) |since |on |after )[\w ]+)?$/i;
/** A date or an e-mail address: words that carry a value, never a remark. */
const HOLDS_VALUE = new RegExp(
  String.raw`@\w|\b\d{1,2}(?:st|nd|rd|th)?\s+${MONTH.replace('(?<month>', '(?:')}\b|\b${MONTH.replace('(?<month>', '(?:')}\w*\s+\d{1,2}\b|\b\d{4}-\d{2}-\d{2}\b`,
  'i',
);

/** "he asked us to remove his data", "they were test data": what happened, told as the reason. */
const REPORTED =
  /^(?:he|she|they|we|i|it)(?:'ve|'d|'s|\s+have|\s+has|\s+had)?\s+(?:(?:already|just|finally|all|both|also|now|recently)\s+)*(?:asked|requested|wanted|said|told|were|was|been|discontinued|stopped|left|moved|quit|cancell?ed|unsubscribed|closed|retired|dropped|went|came|died|emailed|called|rang|complained|sold out|ran out|run out)\b[^?]*$/i;

/** Words that ask for something or state a rule: a clause with one is never an aside. */
const ASKING =
  /\b(?:live|production|prod|public|private|preview|should|must|needs?|has to|have to|can'?t|cannot|only|every|each|unique|required|linked|link|want|wants|'d like|would like|wish|add|create|make|delete|remove|change|set|show|how|what|which|who|why)\b|\?/i;

/**
 * A remark beside a request the planner read ("nvm", "we're not doing that anymore", "I messed
 * up", "NOT live yet"): left out, with a note, when it names nothing of the project's.
 */
/** Verbs that start a request: a clause that starts with one is never a remark. */
const REQUEST_VERB =
  /^(?:add|create|make|delete|remove|drop|rename|change|set|put|update|show|list|deploy|merge|undo|turn|move|give|take|mark|tick|open|close|hide|reset|raise|lower|link|let|only)\b/i;

/** Whether the words name none of the project's tables, columns, branches or buckets. */
const namesNothing = (said: string, names: readonly string[]): boolean =>
  !names.some((name) =>
    new RegExp(
      `\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[_-]/g, '[ _-]')}\\b`,
      'i',
    ).test(said),
  );

export const isAside = (text: string, names: readonly string[]): boolean => {
  const said = text.trim();
  // "it's on 2 March 2027", "her email is …": a value said beside a request belongs to it.
  if (HOLDS_VALUE.test(said)) return false;
  return (
    isFiller(said) ||
    // "(price x qty)" after a question: a note on it, not a request.
    /^\([^()]*\)$/.test(said) ||
    SHOWING.test(said) ||
    (REPORTED.test(said) && namesNothing(said, names)) ||
    // "people keep asking how to get hold of us": why, said before the request.
    /^(?:people|customers|clients|everyone|folks|guests|parents)\s+(?:keep|kept|always|often|are always|have been)\s+(?:asking|saying|telling|emailing|calling|wanting|messaging)\b/i.test(
      said,
    ) ||
    // "that's what our customers call it": why, said after the request.
    /^that'?s (?:what|how|why) (?:we|they|i|people|everyone|customers|(?:our|my|the) \w+) (?:call|say|use|want|like|prefer|know|expect)\b/i.test(
      said,
    ) ||
    (ASIDE_START.test(said) && !ASKING.test(said) && namesNothing(said, names))
  );
};

/** A clause that asks for data: a question word first, or a request to see or count. */
const QUESTION_SAID =
  /^(?:(?:ok|okay|so|hey|hi|quick one|quick question)[,!]?\s+)*(?:how|what|what's|whats|which|who|who's|whose|when|where|is there|are there|is anyone|is anything|are any|any|anything|anyone|do we|did we|does|have we|has anyone|can you (?:show|tell|list|give|pull|find|count|check)|could you (?:show|tell|list|give|pull|find|count|check)|show|list|give me|tell me|pull up|find)\b/i;
export const asksForData = (text: string): boolean => QUESTION_SAID.test(text.trim());

/**
 * "Trying to work out if I need extra staff", "she's asking about a discount": beside a question,
 * a clause that asks for nothing and names nothing of the project is why it is asked. A read
 * changes nothing, so leaving the remark out can do no harm.
 */
export const isRemarkBesideQuestion = (text: string, names: readonly string[]): boolean => {
  const said = text.trim();
  return (
    !HOLDS_VALUE.test(said) &&
    !REQUEST_VERB.test(said) &&
    !QUESTION_SAID.test(said) &&
    !/\b(?:delete|remove|drop|change|update|rename|add|create|deploy|merge|set|make)\b/i.test(
      said,
    ) &&
    namesNothing(said, names)
  );
};

/** "inflation innit", "ugh, mondays" said first: a few words that ask for nothing and name nothing. */
export const isOpeningRemark = (text: string, names: readonly string[]): boolean => {
  const said = text.trim();
  return (
    said.split(/\s+/).length <= 3 &&
    !/\d|[A-Z]/.test(said) &&
    !ASKING.test(said) &&
    !REQUEST_VERB.test(said) &&
    namesNothing(said, names)
  );
};

/** Words that start a clause but never name a row: "we", "it", "they". */
const NOT_A_SUBJECT =
  /^(?:i|we|you|it|they|he|she|this|that|there|the|a|an|my|our|ok|okay|so|well|and|but|new|everything|everyone|all)$/i;

/**
 * "Tom left the company, take him out of contacts": a statement about a row the request
 * names too (its pronoun said as the name) is why, not a second request.
 */
export function statesWhy(text: string, requests: readonly string[]): boolean {
  const subject = text.trim().match(/^([A-Za-z][\w-]+)(?:'s)?\s+(?!(?:can|should|must)\b)\w/)?.[1];
  if (!subject || NOT_A_SUBJECT.test(subject) || ASKING.test(text)) return false;
  const named = new RegExp(`\\b${subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
  return requests.some((request) => named.test(request));
}

/**
 * A trailing purpose that asks for nothing more: "so searches are quicker", "to speed up
 * lookups", "for faster queries". The request before it already says what to change.
 */
const PURPOSE =
  /\s*,?\s+(?:so(?: that)?|so it'?s|in order to|to|for|because|since|which (?:will )?(?:make|makes)|that (?:will )?(?:make|makes)|to make|in order to make)\s+(?:(?:the|my|our|its|their)\s+)?(?:(?:searches|search|searching|lookups?|looking (?:things |it |them )?up|queries|query|finding (?:things|them|it)|filtering|sorting|pages?|the app|it|things|everything|loading|reports?)\s+)?(?:(?:are|is|get|gets|run|runs|go|goes|load|loads|will be|can be|become|becomes|be|speed up|faster|quicker)\s+)?(?:much\s+|a lot\s+|a bit\s+)?(?:quick|quicker|fast|faster|snappy|snappier|speedy|speedier|speed(?:ed)? up|performance|efficient|more efficient)(?:\s+(?:searches|search|searching|lookups?|queries|filtering|sorting|loading|later|too|as well))?$/i;

/** "to speed things up": the particle comes after the object. */
const SPEED_UP =
  /\s*,?\s+(?:to|so as to|in order to|and)\s+speed\s+(?:things|it|them|everything|searches|lookups|queries|the app)\s+up$/i;

/** "… so I can send the link to my cofounder": why, said after what. */
const SO_I_CAN =
  /\s+so (?:that )?(?:i|we|my \w+|our \w+|the \w+|people|staff|customers|everyone) (?:can|could|may)\s+(?!(?:add|create|delete|remove|change|be)\b)(?:(?!,\s*(?:and\s+)?(?:call|name)\s+it\b).)+/i;

export const stripPurpose = (text: string): string =>
  text.replace(PURPOSE, '').replace(SPEED_UP, '').replace(SO_I_CAN, '').trim() || text;

/** Strips "please", "can you", "I want to" and the like from a clause's start. */
const POLITE_TAIL =
  /[\s,]+(?:please|pls|plz|thanks|thx|thnx|ty|thank you|thank u|cheers|tia|for me|asap|(?<!\b(?:for|to|as|at|until|till|from|since|before|after|than|is|be) )now|from now on|going forward)(?: in advance)?[.!]*$/i;

/** The words without the thanks or "please" said after them. */
export function stripPoliteTail(text: string): string {
  let out = text;
  for (let i = 0; i < 3 && POLITE_TAIL.test(out); i += 1) out = out.replace(POLITE_TAIL, '');
  return out;
}

export function stripPoliteness(text: string): string {
  let out = text.trim();
  const lead =
    /^(?:please|pls|plz|kindly|hey|hi|hello|ok|okay|so|now|next|finally|first|also|then|and|just|actually|oh|hmm|wait|ah|right|go ahead and|(?:could|can) you please to|please to|can you please|could you please|would you please|can you|could you|would you|will you|can u|could u|can we|could we|can i|could i|would you mind|would it be possible to|is it possible to|any chance you could|i'd like you to|i need you to|i want you to|i want to|i'd like to|id like to|i'd love to|id love to|i would like to|i wanna|we want to|we need to|i need to|let's|lets|let us|help me|i want you to|we'd like to|time to|make it so(?: that)?|make sure(?: that)?|ensure(?: that)?|so that|from now on|from here on|going forward)[\s,]+/i;
  for (let i = 0; i < 4 && lead.test(out); i += 1) out = out.replace(lead, '');
  out = out.replace(
    /\s*,\s*(?:(?:we|i) (?:don'?t|do not|no longer) (?:need|use|want) (?:it|that|this|them)(?: any ?more)?|(?:it'?s|it is) (?:no longer needed|not needed|not used|obsolete))$/i,
    '',
  );
  return stripPoliteTail(out)
    .replace(/,\s+(?:i think|i feel|i guess|imo|in my opinion|because|cos|coz)\b.*$/i, '')
    .replace(
      /^(?:can|could) (the|my|our) ([a-z ]{2,30}?) (?:be|become|go) ([^?]+)\??$/i,
      'make $1 $2 $3',
    )
    .trim();
}

/** "…, call it cake_orders", "call the table suppliers": the name said for the new table, taken out. */
const CALL_IT =
  /(?:^|[.,;]\s*|\s+-\s+|\s+(?:and|but)\s+)(?:please\s+)?(?:call|name)\s+(?:(?:it|the table|this table|that table|the new table|the list|it the)\s+["'`]?(?<name>[a-z][\w-]*)["'`]?|the\s+(?<named>[a-z][\w-]*)\s+table)(?:\s+(?:please|pls|thanks))?\s*(?=[.,;!]|$)/i;

export function takeTableName(text: string): { text: string; name?: string } {
  const m = text.match(CALL_IT);
  const name = m?.groups?.name ?? m?.groups?.named;
  if (!name || m?.index === undefined) return { text };
  const rest = `${text.slice(0, m.index)}${text.slice(m.index + m[0].length)}`
    .replace(/\s+([.,;!])/g, '$1')
    .trim();
  // "branch off main … and call it sale-june", "a spot to upload contracts, call it signed": not a table.
  if (
    (!/\btable\b/i.test(m[0]) && !/\b(?:table|tracker|spreadsheet)\b|:/i.test(rest)) ||
    /\b(?:branch|copy|bucket|upload|files?|folder|photos?|images?|documents?|pdfs?|site|page)\b/i.test(
      rest,
    )
  )
    return { text };
  return { text: rest, name: name.toLowerCase().replace(/-/g, '_') };
}
