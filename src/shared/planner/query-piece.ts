import type { Piece } from './pieces';

/** A question's answer as a piece: one `query.select` step, filed as a low-risk `query`. */
export function selectPiece(sql: string, words: string): Piece {
  return {
    service: 'backend',
    steps: [{ kind: 'query.select', sql }],
    commands: [sql],
    summary: `I'll answer: ${words}. This only reads your data; nothing changes.`,
    fileAs: {
      service: 'backend',
      type: 'query',
      risk: 'low',
      reason: 'A question only reads, so it runs at once and changes nothing.',
    },
  };
}
