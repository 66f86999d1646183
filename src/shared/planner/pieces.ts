import type {
  Choice,
  Clarification,
  OperationType,
  PlanAction,
  PlanStep,
  Risk,
  Service,
} from '@shared/contracts/plan';

/** A raise of the plan's risk from what a step really does, with its plain-English reason. */
export interface RiskRaise {
  risk: Risk;
  reason: string;
}

/** Usage estimate of one piece; the plan sums and words them. */
export interface UsageEstimate {
  /** Bytes added (positive) or freed (negative), when it can be estimated. */
  storageBytes?: number;
  storage?: string;
  rows?: string;
  requests?: string;
}

/** One understood part of an instruction, ready to go into a plan. */
export interface Piece {
  service: Service;
  steps: PlanStep[];
  commands: string[];
  /** What will change, in plain words. */
  summary: string;
  /** What it means for the founder's app. */
  meaning?: string;
  warnings?: string[];
  raises?: RiskRaise[];
  usage?: UsageEstimate;
  branchInfo?: {
    current?: string;
    name?: string;
    base?: string;
    source?: string;
    target?: string;
    ahead?: number;
    behind?: number;
  };
  deploymentInfo?: {
    siteUrl: string;
    buildTime?: string;
    branch?: string;
    context?: 'production' | 'deploy-preview';
  };
  environmentVars?: { key: string; value: string; context: string }[];
  notes?: string[];
  /**
   * A piece that says how its plan is filed, instead of the keyword rules: a question or an
   * undo (planned on its own), or an app's tables (words like "building" say nothing of hosting).
   */
  fileAs?: {
    service: Service;
    type: OperationType;
    risk: Risk;
    reason: string;
    /** Other pieces may share its plan: an app's tables may come with more changes, a question not. */
    withOthers?: boolean;
  };
  /** The type its plan takes when no type word in the instruction names one (a bucket is storage). */
  typeWhenUnnamed?: OperationType;
  /** Tables a piece creates and needs, so tables are created before what links to them. */
  creates?: string;
  needs?: string[];
}

/** Why an instruction (or one part of it) could not become a plan. */
export interface Problem {
  /** What was understood, in plain words. */
  understood: string;
  /** What stopped the plan. */
  message: string;
  /** Two or three phrasings that would work. */
  examples: string[];
  /** When the clause has several readings: the question to ask instead of refusing. */
  clarification?: Clarification;
  /** When the studio does this in its own screens rather than with a plan. */
  action?: PlanAction;
  /** What the studio can do instead of something it cannot do. */
  alternatives?: Choice[];
  /** A column said without its table that several tables have: the instruction is asked again per table. */
  ambiguousTables?: string[];
}

/** A clause the parsers understood; `render` runs once every clause has been read. */
export interface Understood {
  understood: string;
  service: Service;
  render: () => Piece[];
}

export type ClauseResult = Understood | { problem: Problem } | null;

/** Several readings of one clause as one: "X and Y", their pieces in order. */
export const together = (parts: readonly Understood[]): Understood => ({
  service: parts[0]?.service ?? 'backend',
  understood: parts.map((u) => u.understood).join(' and '),
  render: () => parts.flatMap((u) => u.render()),
});

export const isProblem = (result: ClauseResult): result is { problem: Problem } =>
  result !== null && 'problem' in result;

export const problem = (
  understood: string,
  message: string,
  examples: string[],
): { problem: Problem } => ({
  problem: { understood, message, examples: examples.slice(0, 3) },
});

/** A question with buttons instead of a guess; it still reads as a refusal where no one can answer. */
export const ask = (
  understood: string,
  question: string,
  choices: Choice[],
): { problem: Problem } => ({
  problem: {
    understood,
    message: question,
    examples: choices.map((c) => c.instruction).slice(0, 3),
    // A question offers two choices at least (src/shared/contracts/plan.ts); one is an example.
    ...(choices.length >= 2 ? { clarification: { question, choices: choices.slice(0, 6) } } : {}),
  },
});

/** A piece whose SQL statements each become one `sql` step and one readable command. */
export function sqlPiece(
  statements: readonly string[],
  piece: Omit<Piece, 'service' | 'steps' | 'commands'>,
  description?: string,
): Piece {
  return {
    ...piece,
    service: 'backend',
    steps: statements.map((sql) => ({
      kind: 'sql' as const,
      sql,
      description: description ?? piece.summary,
    })),
    commands: [...statements],
  };
}
