import { SCORE_FAIR, SCORE_GOOD } from '@content/ai-models';

export type ScoreTone = 'good' | 'fair' | 'poor';

/** 8 or more is green, 6 or more yellow, anything lower red. */
export function scoreTone(score: number): ScoreTone {
  if (score >= SCORE_GOOD) return 'good';
  if (score >= SCORE_FAIR) return 'fair';
  return 'poor';
}
