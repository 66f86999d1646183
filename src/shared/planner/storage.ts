import { columnDefinition, describeColumn, parseColumnList } from './columns';
import { findTable, tablesOf, type Workspace } from './workspace';
import { listWords, pluralName, singularizeWord, slugify, stripLeadingFiller } from './names';
import { problem, sqlPiece, type ClauseResult } from './pieces';
import { ident, literal, publicTable } from './sql';
import { targetResolver } from './tables';
import { FORMAT_TYPE } from './types';

/** File storage buckets and the sign-in set-up (profiles linked to auth.users). */

/** Kinds of files founders keep in storage rather than in a table. */
export const FILES =
  /(?:images|photos|pictures|pics|files|documents|docs|videos|avatars|attachments|receipts|pdfs|brochures|menus|contracts|resumes|cvs|scans|recordings|audio|mp3s|songs|tracks|episodes|pdf [a-z]+|uploads|floor plans|drawings|certificates|spreadsheets|slides|headshots|x-rays)\b/;
const IMAGES = /\b(?:images?|photos?|pictures?|pics?|avatars?|logos?|thumbnails?|screenshots?)\b/i;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const FIVE_MB = 5 * 1024 * 1024;

/** "somewhere to keep our receipts": files only when the words name files or storage. */
const SOMEWHERE =
  /^(?:(?:i|we)\s+(?:need|want|would like|'d like)\s+|(?:(?:can|could|may)\s+(?:i|we)\s+)?(?:have|get)\s+|(?:my|our|the)\s+\w+\s+needs?\s+)?(?:a place|a spot|somewhere|storage|file storage)(?:\s+(?:private|proper|safe|secure|central|sensible))?\s+(?:to|for)\s+(?:store\s+|upload\s+|keep\s+|save\s+)?(?<what>.+?)(?:\s+-\s+[\w ,]+)?$/i;

const BUCKET_PATTERNS = [
  /^(?:create|add|make|set up|setup|i need|we need|need|give me|new)\s+(?:a\s+|an\s+)?(?:new\s+)?(?<pub>public\s+|private\s+)?(?:storage\s+|file\s+)?(?:bucket|folder)(?:\s+(?:called|named)\s+["'`]?(?<name>[\w.-]+)["'`]?)?(?:\s+(?:for|to (?:store|hold|keep))\s+(?<what>.+?))?(?<pub2>\s*,?\s+(?:that is|that's|which is|and make it)\s+(?:public|private))?$/i,
  /^(?:let|allow)\s+(?<who>users|people|customers|members|anyone|everyone|signed[- ]in users|logged[- ]in users)\s+(?:to\s+)?upload\s+(?<what>.+?)$/i,
  /^(?:users|people|customers|members)\s+(?:can|should be able to|need to|must be able to)\s+upload\s+(?<what>.+?)$/i,
  /^(?:i|we)\s+(?:want|need|would like)\s+(?<who>users|people|customers|members|anyone|everyone)\s+to\s+(?:be able to\s+)?upload\s+(?<what>.+?)$/i,
  /^(?:store|save|keep|put)\s+(?<what>.+?)\s+in\s+(?:a\s+|the\s+)?(?<pub>public\s+|private\s+)?(?:storage\s+)?bucket\s+(?:called|named)\s+["'`]?(?<name>[\w.-]+)["'`]?$/i,
  /^(?:(?:i|we)\s+(?:need|want|would like|'d like)\s+)?(?:a place|somewhere|a way)\s+for\s+(?<who>users|people|customers|members|anyone|everyone|visitors)\s+to\s+(?:upload|store|put|save|send)\s+(?<what>.+)$/i,
  SOMEWHERE,
  new RegExp(
    String.raw`^(?:(?:i|we)\s+(?:need|want|would like)\s+to\s+)?(?:store|keep|host|save|upload|put up)\s+(?:all\s+)?(?:my\s+|our\s+|the\s+)?(?<what>(?:[a-z]+\s+){0,2}${FILES.source})(?:\s+(?:that|which|so that|so)\s+.+)?$`,
    'i',
  ),
  /^(?:set up |add |enable )?(?:uploads?|uploading)\s+(?:for|of)\s+(?<what>.+)$/i,
  /^(?:upload|store|save)\s+(?<what>(?:(?:their|user|users'?|my|our|the|profile|product|recipe|team)\s+)*(?:images|photos|pictures|files|documents|videos|avatars|attachments|receipts|pdfs))(?:\s+(?:in|to)\s+(?:a\s+)?(?:bucket|storage))?$/i,
  /^(?:set up|setup|add|create|make|enable|turn on)\s+(?:some\s+|a\s+)?(?:file\s+storage|storage|file uploads?|(?:a place|somewhere) to (?:upload|store))\s+(?:for\s+|to (?:store|hold|keep)\s+)?(?<what>.+)$/i,
];

const SIZE_LIMIT =
  /\s*,?\s*(?:with\s+(?:a\s+)?)?(?:(?:max(?:imum)?(?:\s+size)?(?:\s+of)?|up to|no (?:bigger|larger) than|at most|under|limit(?:ed)? to|size limit(?:\s+of)?)\s+(?<size>\d+(?:\.\d+)?)\s*(?<unit>kb|mb|gb|megabytes?|kilobytes?|gigabytes?)|(?<size2>\d+(?:\.\d+)?)\s*(?<unit2>kb|mb|gb|megabytes?|kilobytes?|gigabytes?)\s+(?:file\s+)?(?:size\s+)?(?:limit|max(?:imum)?|cap))(?:\s+(?:each|per file|a file))?$/i;
const UNIT_BYTES: Record<string, number> = { k: 1024, m: 1024 * 1024, g: 1024 * 1024 * 1024 };

const bytesOf = (limit: RegExpMatchArray): number =>
  Math.round(
    Number(limit.groups?.size ?? limit.groups?.size2 ?? 0) *
      (UNIT_BYTES[(limit.groups?.unit ?? limit.groups?.unit2 ?? 'm').charAt(0).toLowerCase()] ??
        UNIT_BYTES.m ??
        1),
  );

const megabytes = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${+(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.round(bytes / 1024)} KB`;

/** "a bucket for profile pictures", "let users upload images". */
/** "images for their products", "photos of the dogs": product images, dog photos. */
const ownerFirst = (phrase: string): string =>
  phrase.replace(
    /^(.+?)\s+(?:for|of)\s+(?:their|his|her|my|our|the)\s+([a-z]+)$/i,
    (_, kind: string, whose: string) =>
      `${singularizeWord(whose.toLowerCase())} ${kind.replace(/^(?:the|our|my|their|some)\s+/i, '')}`,
  );

/** The rules a bucket's files get, by what each allows; the bucket's id ends each name. */
const FILE_RULES = {
  anyoneViews: 'Anyone can view files in',
  ownersView: 'Owners can view their files in',
  upload: 'Signed-in users can upload to',
  replace: 'Owners can replace their files in',
  remove: 'Owners can delete their files in',
} as const;
const ruleName = (words: string, id: string) => ident(`${words} ${id}`.slice(0, 63));

export function matchBucket(said: string, ws: Workspace): ClauseResult {
  // "..., max 2 MB": a size limit said after the request.
  // "…, call it product-photos", "name it worksheets": the name said after the request.
  const called = said.match(
    /\s*,?\s+(?:and\s+)?(?:call|name)\s+it\s+["'`]?(?<name>[a-z0-9][\w-]*)["'`]?\s*$/i,
  );
  const unnamed = called ? said.slice(0, called.index).trim() : said;
  const limit = unnamed.match(SIZE_LIMIT);
  const clause = limit ? unnamed.slice(0, limit.index).trim() : unnamed;
  const match = BUCKET_PATTERNS.map((p) => clause.match(p)).find(Boolean);
  if (!match?.groups) return null;
  // "somewhere to keep track of our gigs: band, venue…" is a table, not a place for files.
  if (
    match[0] === clause.match(SOMEWHERE)?.[0] &&
    !/storage/i.test(clause) &&
    !FILES.test((match.groups.what ?? '').toLowerCase())
  )
    return null;
  const g = match.groups;
  const what = stripLeadingFiller(
    ownerFirst(g.what ?? '')
      .replace(
        /\s+(?:for each|for every|on each|per|to each|to every|with each|of each|to their|on their)\s+.+$/i,
        '',
      )
      .replace(/\s+(?:to|into|in)\s+(?:a\s+|the\s+)?(?:bucket|storage)$/i, '')
      // "our price lists as pdfs": the kind of file is not part of the name.
      .replace(
        /\s+(?:as|in)\s+(?:pdfs?|jpe?gs?|pngs?|images?|photos?|files?|word docs?|mp3s?|videos?)$/i,
        '',
      ),
  );
  // A place named by a long phrase ("a photo of their broken bike when they book…") is asked about.
  // "invoices (PDFs) - only the owner should see theirs": the name is the words before the remark.
  const head = (
    what.split(
      /\s+-\s+|[,(]|\s+(?:that|which|who|so|when|where|after|because|before|while)\b/,
    )[0] ?? ''
  )
    .trim()
    .replace(/^(?:put|keep|store|save|upload|hold)\s+/i, '');
  const kept = ownerFirst(head);
  if (!g.name && !called && kept.split(/\s+/).length > 4) return null;
  const words =
    called?.groups?.name ??
    g.name ??
    (kept ? pluralName(slugify(kept).replace(/-/g, '_')).replace(/_/g, '-') : '');
  const id = slugify(words, 63);
  const examples = [
    'Create a public bucket called avatars',
    'Let users upload profile pictures',
    'Add a private bucket for invoices',
  ];
  if (!id)
    return problem(
      'You want a place to store files.',
      'I could not tell what the files are for; name the bucket.',
      examples,
    );
  const buckets = (ws.after.database.buckets ??= []);
  if (buckets.includes(id))
    return problem(
      `You want a storage bucket called ${id}.`,
      `A bucket called ${id} already exists.`,
      examples,
    );
  const isPublic =
    /public/i.test(`${g.pub ?? ''}${g.pub2 ?? ''}`) ||
    /\b(?:anyone|everyone|the public|visitors)\s+can\s+(?:see|view|read|download)/i.test(clause) ||
    /^(?:anyone|everyone)$/i.test(g.who ?? '');
  const images = IMAGES.test(`${what} ${g.name ?? ''}`);
  const sizeLimit = limit ? bytesOf(limit) : images ? FIVE_MB : undefined;
  buckets.push(id);
  ws.focusBucket = id;
  const columns = [
    'id',
    'name',
    'public',
    ...(sizeLimit ? ['file_size_limit'] : []),
    ...(images ? ['allowed_mime_types'] : []),
  ];
  const values = [
    literal(id),
    literal(id),
    String(isPublic),
    ...(sizeLimit ? [String(sizeLimit)] : []),
    ...(images ? [`array[${IMAGE_TYPES.map(literal).join(', ')}]`] : []),
  ];
  const inBucket = `bucket_id = ${literal(id)}`;
  const mine = `${inBucket} and owner_id = (select auth.uid())::text`;
  const statements = [
    `insert into storage.buckets (${columns.join(', ')}) values (${values.join(', ')});`,
    `create policy ${ruleName(isPublic ? FILE_RULES.anyoneViews : FILE_RULES.ownersView, id)} on storage.objects for select to ${isPublic ? 'anon, authenticated' : 'authenticated'} using (${isPublic ? inBucket : mine});`,
    `create policy ${ruleName(FILE_RULES.upload, id)} on storage.objects for insert to authenticated with check (${inBucket});`,
    `create policy ${ruleName(FILE_RULES.replace, id)} on storage.objects for update to authenticated using (${mine}) with check (${inBucket});`,
    `create policy ${ruleName(FILE_RULES.remove, id)} on storage.objects for delete to authenticated using (${mine});`,
  ];
  return {
    service: 'backend',
    understood: `create a ${isPublic ? 'public' : 'private'} storage bucket ${id}`,
    render: () => [
      sqlPiece(statements, {
        typeWhenUnnamed: 'storage',
        summary: `Creates a ${isPublic ? 'public' : 'private'} storage bucket "${id}"${images ? ' for images (PNG, JPEG, WebP or GIF)' : ''}${sizeLimit ? `, up to ${megabytes(sizeLimit)} each` : ''}. Signed-in users can upload files; each user can replace or delete only their own.`,
        meaning: isPublic
          ? `Anyone with a file's link can view it, so it suits ${what || 'public pictures'}.`
          : 'Each user can see only the files they uploaded.',
        warnings: isPublic
          ? [
              `Files in ${id} are public: anyone with the link can open them. Do not store private documents there.`,
            ]
          : [],
        usage: {
          storage: 'Grows with the files users upload.',
          requests: 'Each upload and download is one request.',
        },
      }),
    ],
  };
}

const BUCKET_GONE =
  /^(?:delete|remove|drop|get rid of|bin|scrap|ditch|lose)\s+(?:the\s+)?(?:bucket\s+)?["'`]?(?<name>[a-z0-9][\w.-]*)["'`]?(?<word>\s+bucket)?$/i;

/** "delete the old-flyers bucket": the bucket and the rules of its files go; files in it stop it. */
export function matchBucketDelete(clause: string, ws: Workspace): ClauseResult {
  const g = clause.match(BUCKET_GONE)?.groups;
  const id = g?.name?.toLowerCase();
  if (!g || !id) return null;
  const buckets = ws.after.database.buckets ?? [];
  // Without the word "bucket", only a bucket the project has and no table of that name.
  if (!g.word && !(buckets.includes(id) && !findTable(ws, id))) return null;
  if (ws.known.database && !buckets.includes(id))
    return problem(
      `You want to delete the ${id} bucket.`,
      `There is no bucket called ${id}. Your buckets: ${listWords(buckets) || 'none yet'}.`,
      ['Delete the avatars bucket', 'Make the avatars bucket private'],
    );
  const rules = Object.values(FILE_RULES).map(
    (words) => `drop policy if exists ${ruleName(words, id)} on storage.objects;`,
  );
  ws.after.database.buckets = buckets.filter((b) => b !== id);
  return {
    service: 'backend',
    understood: `delete the ${id} bucket`,
    render: () => [
      sqlPiece([...rules, `delete from storage.buckets where id = ${literal(id)};`], {
        typeWhenUnnamed: 'storage',
        summary: `Deletes the storage bucket "${id}" and the rules for its files. It must be empty: if files are still in it, nothing is deleted and you are told so.`,
        meaning: 'Links to files that were in it stop working.',
        usage: { storage: 'Frees the space the bucket held.' },
      }),
    ],
  };
}

const VISIBILITY = [
  /^(?:make|set|turn|switch|change)\s+(?:the\s+)?(?:bucket\s+)?["'`]?(?<name>[\w.-]+)["'`]?(?:\s+bucket)?\s+(?:to\s+)?(?:be\s+)?(?<to>public|private)(?:\s+instead)?$/i,
  // "can avatars be private instead"
  /^(?:can|could)\s+(?:the\s+)?["'`]?(?<name>[\w.-]+)["'`]?(?:\s+bucket)?\s+be\s+(?<to>public|private)(?:\s+instead)?$/i,
  /^(?:the\s+)?["'`]?(?<name>[\w.-]+)["'`]?\s+bucket\s+(?:should|must|needs to)\s+be\s+(?<to>public|private)$/i,
  // "the receipts bucket should NOT be public": the opposite of what is named.
  /^(?:the\s+)?(?:["'`]?(?<name>[\w.-]+)["'`]?\s+bucket|bucket\s+["'`]?(?<name2>[\w.-]+)["'`]?)\s+(?:should(?:n'?t| not)|must(?:n'?t| not)|can'?t|cannot)\s+(?:be\s+)?(?<not>public|private)(?:\s*,.*)?$/i,
];

/** "make the docs bucket public": who may open the files already in a bucket. */
export function matchBucketVisibility(clause: string, ws: Workspace): ClauseResult {
  const g = VISIBILITY.map((p) => clause.match(p)).find(Boolean)?.groups;
  const name = g?.name ?? g?.name2;
  if (!g || !name) return null;
  const id = name.toLowerCase();
  // Without the word "bucket", only a bucket the project has and no table of that name.
  const known = (ws.after.database.buckets ?? []).includes(id) && !findTable(ws, id);
  if (!/bucket/i.test(clause) && !known) return null;
  const to = g.to ?? (g.not?.toLowerCase() === 'public' ? 'private' : 'public');
  const examples = ['Make the avatars bucket public', 'Create a private bucket for invoices'];
  const buckets = ws.after.database.buckets ?? [];
  if (ws.known.database && !buckets.includes(id))
    return problem(
      `You want the ${id} bucket to be ${to}.`,
      `There is no bucket called ${id}. Your buckets: ${listWords(buckets) || 'none yet'}.`,
      examples,
    );
  const toPublic = to.toLowerCase() === 'public';
  const inBucket = `bucket_id = ${literal(id)}`;
  const view = ruleName(FILE_RULES.anyoneViews, id);
  const statements = toPublic
    ? [
        `update storage.buckets set public = true where id = ${literal(id)};`,
        `create policy ${view} on storage.objects for select to anon, authenticated using (${inBucket});`,
      ]
    : [
        `update storage.buckets set public = false where id = ${literal(id)};`,
        `drop policy if exists ${view} on storage.objects;`,
      ];
  return {
    service: 'backend',
    understood: `make the ${id} bucket ${toPublic ? 'public' : 'private'}`,
    render: () => [
      sqlPiece(statements, {
        typeWhenUnnamed: 'storage',
        summary: toPublic
          ? `Makes the bucket "${id}" public: anyone with a file's link can open every file in it.`
          : `Makes the bucket "${id}" private: files open only for the people its rules allow.`,
        meaning: toPublic
          ? 'Files your users uploaded there become visible to anyone with the link.'
          : 'Links to its files that were shared stop working for visitors.',
        warnings: toPublic
          ? [`Every file in ${id}, including ones uploaded before, becomes public.`]
          : [],
        ...(toPublic
          ? {
              raises: [
                {
                  risk: 'high' as const,
                  reason: `Files in ${id} that were private become public.`,
                },
              ],
            }
          : {}),
      }),
    ],
  };
}

const PROFILE_PATTERNS = [
  /^(?:set up|setup|add|enable|turn on|create|i need|we need|need|i want|want|build)\s+(?:user\s+)?(?:sign[- ]?ins?|sign[- ]?ups?|log[- ]?ins?|authentication|auth|user accounts?|accounts?)(?:\s+for (?:my|our|the) (?:app|site|users))?(?:\s+(?:and|with)\s+(?:user\s+)?profiles?)?(?<rest>.*)$/i,
  /^(?:create|add|set up|make|give|build)\s+(?:each user\s+|every user\s+|users\s+)?(?:an?\s+)?(?:user\s+)?profiles?(?:\s+table)?(?:\s+(?:for|to)\s+(?:each|every)\s+user)?(?<rest>.*)$/i,
  /^(?:let|allow)\s+(?:people|users|visitors|customers)\s+(?:to\s+)?(?:sign up|register|create (?:an\s+)?accounts?|log in|sign in)(?<rest>.*)$/i,
  /^(?:each|every)\s+user\s+(?:has|gets|should have)\s+an?\s+profile(?<rest>.*)$/i,
];

/** "when someone signs up, make a profile": when the profile starts, said first. */
const AT_SIGN_UP =
  /^(?:when(?:ever)?|once|after|as soon as)\s+(?:someone|somebody|a user|a person|people|users|anyone|a new user|new users)\s+(?:signs? up|registers?|joins?|creates? an account)\s*,?\s*(?:then\s+)?/i;
/** "…for them automatically", "…automatically when someone signs up": when it starts, said after. */
const WHEN_TAIL =
  /^(?:\s*(?:for (?:them|each|every|each new|every new|all new)(?: (?:new )?(?:user|person|one|member|account))?|automatically|by itself|when(?:ever)? (?:someone|somebody|a user|people|users|anyone|they) (?:signs? up|registers?|joins?)|on sign-?up|at sign-?up|(?:that|which) (?:gets?|is) (?:made|created) (?:automatically|on sign-?up)))+\s*/i;

/** Sign-in set-up: a profile row per user in public.profiles, created at sign-up. */
export function matchProfiles(clause: string, ws: Workspace): ClauseResult {
  const said = clause.replace(AT_SIGN_UP, '');
  const match = PROFILE_PATTERNS.map((p) => said.match(p)).find(Boolean);
  if (!match?.groups) return null;
  const rest = (match.groups.rest ?? '')
    .replace(WHEN_TAIL, '')
    .replace(
      /^\s*(?:,\s*)?(?:(?:that are |which are )?linked to (?:auth(?:\.users)?|their (?:account|login|user)|the (?:auth )?users?(?: table)?)|(?:in|for) (?:my|our|the) (?:app|site))\s*/i,
      '',
    )
    .trim();
  const listMatch =
    rest.match(
      /^(?:,\s*)?(?:with|having|containing|including|that (?:has|have|stores?|holds?)|:)\s*(.+)$/i,
    ) ?? rest.match(/^\((.+)\)$/);
  const examples = [
    'Set up sign in with profiles (username, avatar url)',
    'Add user profiles with display name and bio',
  ];
  if (rest && !listMatch)
    return problem(
      'You want sign-in with user profiles.',
      `I did not understand "${rest}". List the profile fields after "with".`,
      examples,
    );
  const parsed = listMatch
    ? parseColumnList(
        (listMatch[1] ?? '').replace(/[\s,]*(?:linked to .+)$/i, ''),
        targetResolver(ws, ws.created),
      )
    : { columns: [], notes: [], errors: [] };
  if (parsed.errors.length)
    return problem('You want user profiles.', parsed.errors.join(' '), examples);
  let profiles = findTable(ws, 'profiles');
  const statements: string[] = [];
  const notes = [...parsed.notes];
  if (!profiles) {
    if (ws.known.database) {
      statements.push(
        `create table public.profiles (\n  id uuid primary key references auth.users(id) on delete cascade,\n  updated_at timestamptz\n);`,
        'alter table public.profiles enable row level security;',
        `create policy "Users can see their own profile" on public.profiles for select to authenticated using ((select auth.uid()) = id);`,
        `create policy "Users can create their own profile" on public.profiles for insert to authenticated with check ((select auth.uid()) = id);`,
        `create policy "Users can change their own profile" on public.profiles for update to authenticated using ((select auth.uid()) = id) with check ((select auth.uid()) = id);`,
      );
    }
    profiles = {
      name: 'profiles',
      rls: true,
      columns: [
        { name: 'id', type: 'uuid', nullable: false },
        { name: 'updated_at', type: 'timestamp with time zone', nullable: true },
      ],
      policies: [],
      rowCount: 0,
    };
    tablesOf(ws).push(profiles);
  }
  const fresh = parsed.columns.filter(
    (c) => !profiles.columns.some((existing) => existing.name === c.name),
  );
  const already = parsed.columns.filter((c) => !fresh.includes(c)).map((c) => c.name);
  if (already.length) notes.push(`profiles already has ${listWords(already)}.`);
  // A profile row is created empty at sign-up, so no profile field may be required.
  if (fresh.some((c) => c.notNull))
    notes.push(
      'Profile fields stay optional, because a profile starts empty when someone signs up.',
    );
  for (const column of fresh) {
    column.notNull = false;
    statements.push(
      `alter table ${publicTable('profiles')} add column ${columnDefinition(column, 'profiles')};`,
    );
    profiles.columns.push({
      name: column.name,
      type: FORMAT_TYPE[column.type],
      nullable: true,
      default: column.default ?? null,
      unique: column.unique,
    });
  }
  ws.focusTable = 'profiles';
  if (statements.length === 0) {
    const already =
      'Sign-in with profiles is already set up: every user can have a profile row in profiles';
    const note = parsed.columns.length
      ? `${already}, and it already has ${listWords(parsed.columns.map((c) => c.name))}.`
      : `${already}.`;
    return {
      service: 'backend',
      understood: 'set up user profiles',
      render: () => [{ service: 'backend', steps: [], commands: [], summary: '', notes: [note] }],
    };
  }
  return {
    service: 'backend',
    understood: `set up sign-in with a profile for each user${fresh.length ? ` (${listWords(fresh.map((c) => c.name))})` : ''}`,
    render: () => [
      sqlPiece(statements, {
        summary: `Sets up user profiles for sign-in: a profiles table where each account in auth.users has one row, keyed by its user id${fresh.length ? `, with ${listWords(fresh.map(describeColumn))}` : ''}. Signing up, signing in and passwords are handled by the built-in auth.`,
        meaning:
          'Each signed-in user can create, read and edit only their own profile. Your app saves the profile right after someone signs up.',
        // Projects may not run code with raised rights or change auth.users, so no sign-up trigger.
        notes: [
          ...notes,
          'Profiles are created by your app after sign-up (a signed-in user may insert only the row with their own id), not by a database trigger.',
        ],
        usage: { rows: 'One profile row per user who signs up.' },
      }),
    ],
  };
}

/** "limit avatar uploads to 2MB", "cap the docs bucket at 10 MB": a bucket's largest file. */
const LIMIT_SAID =
  /^(?:limit|cap|restrict|set)\s+(?:the\s+)?(?:size\s+of\s+)?(?:(?:uploads?|files?)\s+(?:in|to|for)\s+(?:the\s+)?)?(?:bucket\s+)?(?<name>[\w-]+?)\s+(?:bucket\s+)?(?:uploads?|files?|images?|bucket)?\s*(?:size\s+)?(?:limit\s+)?(?:to|at)\s+(?<size>\d+(?:\.\d+)?)\s*(?<unit>kb|mb|gb|megabytes?|kilobytes?|gigabytes?)(?:\s+(?:each|per file|a file))?$/i;

export function matchBucketLimit(clause: string, ws: Workspace): ClauseResult {
  const said = clause.match(LIMIT_SAID);
  const g = said?.groups;
  if (!said || !g?.name) return null;
  const buckets = ws.after.database.buckets ?? [];
  const word = g.name.toLowerCase();
  const id = [word, `${word}s`, pluralName(word)].find((b) => buckets.includes(b));
  if (!id) return null;
  const bytes = bytesOf(said);
  return {
    service: 'backend',
    understood: `limit files in ${id} to ${megabytes(bytes)}`,
    render: () => [
      sqlPiece(
        [`update storage.buckets set file_size_limit = ${bytes} where id = ${literal(id)};`],
        {
          typeWhenUnnamed: 'storage',
          summary: `Files uploaded to the bucket "${id}" may be at most ${megabytes(bytes)} each.`,
          meaning: 'A bigger upload is refused with a clear message; files already there stay.',
        },
      ),
    ],
  };
}
