/** Month names and the ways founders shorten them, shared by every reader that takes a date. */
const MONTH_NAMES =
  'january february march april may june july august september october november december'.split(
    ' ',
  );

/** A named group `month` matching "jan", "January", "sept"…; rename the group with `.replace`. */
export const MONTH = String.raw`(?<month>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;

/** 0 for "jan"/"January", 11 for "dec"; -1 when the word names no month (fewer than 3 letters never do). */
export function monthIndex(word: string | undefined): number {
  const said = (word ?? '').toLowerCase();
  if (said.length < 3) return -1;
  return MONTH_NAMES.findIndex((name) => name.startsWith(said));
}

/** "May" for index 4. */
export function monthName(index: number): string {
  return (MONTH_NAMES[index] ?? '').replace(/^./, (c) => c.toUpperCase());
}
