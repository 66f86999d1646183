import { ENGLISH_WORDS } from './english-words';
import { tablesOf, type Workspace } from './workspace';
import { saysValue } from './grounding';
import { statusColumn } from './column-words';

/**
 * "we've stopped selling the Rose Diffuser, take it off the list", "Luis is leaving, so move all his
 * bookings to Hannah": a sentence about someone or something the project holds, then a request
 * that points back at it. The request is said again with the name in place of the pronoun.
 */

/** Where the remark ends and the request starts: a stop, a dash, or "so". */
const BOUNDARY =
  /\s*[,;:.!?]\s*(?:(?:and\s+)?so\s+|and\s+|then\s+|now\s+)?|\s+-\s+|\s+(?:and\s+)?so\s+/g;
const POLITE =
  /^(?:(?:can|could|would|will)\s+(?:you|u)\s+|(?:please|pls|plz)\s+|(?:just|quickly)\s+)+/i;
const POINTS_BACK = /\b(?:it|its|her|his|their|them|him|she|he|they|that one|this one)\b/i;
const NOT_A_NAME =
  /^(?:i|we|you|he|she|they|it|our|my|the|this|that|so|and|hey|hi|ok|okay|oh|well)$/i;

/** The request with its pronoun named, or undefined when there is no remark and pointer to join. */
export function readFactThenAct(text: string, ws: Workspace): string | undefined {
  let request: string | undefined;
  // "joel's moving, so he's cancelled, can you take him off": the last request is the one asked.
  for (const cut of text.matchAll(BOUNDARY)) {
    const at = cut.index ?? 0;
    const remark = text.slice(0, at);
    const ask = text.slice(at + cut[0].length).replace(POLITE, '');
    if (!remark.trim() || !POINTS_BACK.test(ask)) continue;
    const who = referent(remark, ask, ws);
    if (who) request = named(ask, who);
  }
  return request;
}

/** The pronouns of a request replaced by the name: "his bookings" is "Luis's bookings". */
function named(ask: string, who: string): string {
  return (
    ask
      .replace(
        /\b(?<all>every|all(?:\s+the)?|each|any)\s+(?<noun>[a-z_]+)\s+(?:she|he|they|it)\s+(?:has got|has|have|'s got|got|is on|owns)\b/gi,
        (...m) =>
          `${(m.at(-1) as { all: string }).all} ${who}'s ${(m.at(-1) as { noun: string }).noun}`,
      )
      // "mark his one as paid": the row of his.
      .replace(/\b(?:her|his|their|its)\s+one\b/gi, who)
      // "that one's collected now": the row is, said in full.
      .replace(/\b(?:that one|this one|it|she|he)'s\b/gi, `${who} is`)
      .replace(/\bthey're\b/gi, `${who} are`)
      .replace(/\b(?:her|his|their|its)\b(?=\s+[a-z])/gi, `${who}'s`)
      .replace(/\b(?:she|he|they)\b/gi, who)
      .replace(/\b(?:it|them|him|her|that one|this one)\b/gi, who)
  );
}

/** Who or what the remark is about: quoted words, a value the project's rows hold, or a proper name. */
function referent(remark: string, ask: string, ws: Workspace): string | undefined {
  const quoted = remark.match(/(?<!\w)["']([^"']{2,40})["'](?!\w)/)?.[1];
  if (quoted) return quoted;
  // A state ("paid") or a value the request says itself is never who it points back to.
  const said = (v: string, text: string) => saysValue(text, v);
  const held = tablesOf(ws)
    .flatMap((t) =>
      Object.entries(t.values ?? {})
        .filter(([column]) => column !== statusColumn(t)?.name)
        .flatMap(([, values]) => values),
    )
    .filter((v) => v.length > 1 && !/^\d+$/.test(v) && said(v, remark) && !said(v, ask))
    .sort((a, b) => b.length - a.length);
  if (held[0]) return held[0];
  // "joel" for "Joel Park": the first word of one value only.
  const firsts = tablesOf(ws).flatMap((t) =>
    Object.values(t.values ?? {})
      .flat()
      .filter((v) => /\s/.test(v) && said(v.split(/\s+/)[0] ?? '', remark)),
  );
  if (firsts.length === 1 && (firsts[0]?.split(/\s+/)[0]?.length ?? 0) > 2) return firsts[0];
  const proper = [...remark.matchAll(/\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*\b/g)]
    .map((m) => m[0])
    .filter((w) => !NOT_A_NAME.test(w) && !ENGLISH_WORDS.has(w.split(' ')[0]?.toLowerCase() ?? ''));
  return proper.length === 1 ? proper[0] : undefined;
}
