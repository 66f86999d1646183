import type { PlannerContext } from './context';
import { ENGLISH_WORDS } from './english-words';
import { singularizeWord } from './names';

/**
 * A slip of the keyboard in a long word ("reqiured", "belogns", "posiitve") is read as the word
 * meant: the planner's key words, the names in the project, or a common English word. Short words,
 * names with digits or underscores, quoted values and e-mails are left as typed.
 */
const KEY_WORDS =
  `required require requires mandatory optional unique belongs belong positive negative
default defaults column columns table tables create created delete deleted remove removed rename change
changes update branch branches merge deploy deployed deployment production preview domain environment
variable variables bucket buckets storage public private policy policies security signed everyone
anyone owner owners checkbox boolean number integer decimal between should record records description
address customer customers product products order orders allowed access upload uploads images image
commit commits history revert rollback switch profile profiles password confirm confirmation email emails
phone title status rating price amount quantity people users members account accounts latest newest
oldest average total visible hidden archive every their which where there these those after before
enable disable without automatically timestamp today yesterday tomorrow month months week weeks index
indexes search faster relationship linked reference references collaborator collaborators request
rebase restore question questions instead protection readme heading headline background colour color
button buttons paragraph website homepage contact signup signups registered category categories
message messages comment comments review reviews booking bookings payment payments invoice invoices
subscriber subscribers quantity inventory completed finished complete release three netlify
postgres supabase redeploy lookup lookups reorder unsubscribe unsubscribed tagline ticked unticked
tickbox uncommitted`.split(/\s+/);

const LONG_ENOUGH = 5;

/**
 * Whether a typed word is a known word with two letters swapped, or (in words of 7 letters or more)
 * one letter added or dropped between its first and its last two. Changed letters and changed endings are left
 * alone: they make other real words ("older" and "order", "member" and "members").
 */
function slipOf(typed: string, known: string): boolean {
  if (typed === known || Math.abs(typed.length - known.length) > 1) return false;
  let i = 0;
  while (i < typed.length && i < known.length && typed[i] === known[i]) i += 1;
  if (typed.length === known.length)
    return (
      typed[i] === known[i + 1] &&
      typed[i + 1] === known[i] &&
      typed.slice(i + 2) === known.slice(i + 2)
    );
  const shorter = Math.min(typed.length, known.length);
  if (shorter < 7 || i === 0 || i >= shorter - 2) return false;
  return typed.length > known.length
    ? typed.slice(i + 1) === known.slice(i)
    : typed.slice(i) === known.slice(i + 1);
}

/** The words of the project's names: tables, columns and branches, split at underscores. */
function projectWords(context: PlannerContext | undefined): string[] {
  const names = [
    ...(context?.database?.tables ?? []).flatMap((t) => [t.name, ...t.columns.map((c) => c.name)]),
    ...(context?.git?.branches ?? []).map((b) => b.name),
  ];
  return names
    .flatMap((n) => n.toLowerCase().split(/[_\-/]+/))
    .flatMap((w) => [w, singularizeWord(w)]);
}

/** Every word one slip away from `word`, as `slipOf` allows them. */
function slipsAround(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 1 < word.length; i++)
    out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  for (let i = 1; i < word.length; i++) {
    out.add(word.slice(0, i) + word.slice(i + 1));
    for (const letter of 'abcdefghijklmnopqrstuvwxyz')
      out.add(word.slice(0, i) + letter + word.slice(i));
  }
  return [...out].filter((known) => slipOf(word, known));
}

/**
 * The word a slip was meant to be: a key word or a project name first, else the one common
 * English word it is near. A word with two near readings is left as typed rather than guessed.
 */
function meantWord(word: string, own: ReadonlySet<string>, onlyOwn: boolean): string | undefined {
  const near = slipsAround(word);
  const ours = near.filter((w) => own.has(w));
  if (ours.length || onlyOwn) return ours.length === 1 ? ours[0] : undefined;
  const common = near.filter((w) => ENGLISH_WORDS.has(w));
  return common.length === 1 ? common[0] : undefined;
}

export function fixNearMisses(text: string, context: PlannerContext | undefined): string {
  const own = new Set(
    [...KEY_WORDS, ...projectWords(context)].filter((w) => w.length >= LONG_ENOUGH),
  );
  let quoted = false;
  let first = true;
  return text
    .split(/(\s+)/)
    .map((token) => {
      if (!token.trim()) return token;
      const opens = /^["'`]/.test(token);
      const closes = /["'`][,.!?;:]?$/.test(token);
      const inside = quoted || opens;
      if (opens && !closes) quoted = true;
      else if (quoted && closes) quoted = false;
      const atStart = first;
      first = false;
      const m = token.match(/^([([]?)([A-Za-z][a-z]+)([)\],.!?;:]*)$/);
      const typed = m?.[2] ?? '';
      const word = typed.toLowerCase();
      if (inside || !m || word.length < LONG_ENOUGH || own.has(word) || ENGLISH_WORDS.has(word))
        return token;
      // A capital mid-sentence may start a name, so only the planner's own words correct it.
      const capital = typed !== word;
      const fix = meantWord(word, own, capital && !atStart);
      if (!fix) return token;
      return `${m[1]}${capital ? fix[0]?.toUpperCase() + fix.slice(1) : fix}${m[3]}`;
    })
    .join('');
}
