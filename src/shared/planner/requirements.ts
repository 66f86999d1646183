import { detectService } from './classify';
import { isFiller, normalizeInstruction, SENTENCE_END } from './text';

const BULLET = /^\s*(?:[-*•]|\d+[.)])\s+/;

/**
 * A project's requirements as separate instructions: one per line or bullet, and within a line one
 * per run of sentences about the same service, since a plan cannot mix database, git and hosting steps.
 */
export function splitRequirements(text: string): string[] {
  const instructions: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const sentences = normalizeInstruction(line.replace(BULLET, ''))
      .split(SENTENCE_END)
      .map((s) => s.trim())
      .filter((s) => s && !isFiller(s.replace(/[.!?]+$/, '')));
    let run: { service: string; text: string } | null = null;
    for (const sentence of sentences) {
      const service = detectService(sentence).service;
      if (run && run.service === service) run.text = `${run.text} ${sentence}`;
      else {
        if (run) instructions.push(run.text);
        run = { service, text: sentence };
      }
    }
    if (run) instructions.push(run.text);
  }
  return instructions;
}
