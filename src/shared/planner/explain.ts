import {
  serviceOfStep,
  type OperationType,
  type PlanDraft,
  type Risk,
  type Service,
} from '@shared/contracts/plan';
import { SERVICE_LABEL, keywordRisk, operationTypeFor, type Classification } from './classify';
import { tablesOf, type Workspace } from './workspace';
import { listWords } from './names';
import type { Piece } from './pieces';
import { RISK_ORDER, higher, raisesOf } from './risk';
import { typeOfStep } from './step-types';
import { normalizeInstruction } from './text';

/** Turning understood pieces into the plan a founder reads: explanation, warnings, commands, risk. */

const unique = (items: readonly string[]): string[] => [...new Set(items.filter(Boolean))];

/** Tables are created before the pieces that link to them; otherwise the founder's order stays. */
export function orderPieces(pieces: readonly Piece[]): Piece[] {
  const out: Piece[] = [];
  const pending = [...pieces];
  const creators = new Set(pieces.map((p) => p.creates).filter((c): c is string => Boolean(c)));
  const done = new Set<string>();
  while (pending.length) {
    const index = pending.findIndex((p) =>
      (p.needs ?? []).every((n) => !creators.has(n) || done.has(n)),
    );
    const [next] = pending.splice(index < 0 ? 0 : index, 1);
    if (!next) break;
    out.push(next);
    if (next.creates) done.add(next.creates);
  }
  return out;
}

function formatBytes(bytes: number): string {
  const size = Math.abs(bytes);
  const text =
    size < 1024
      ? `${size} bytes`
      : size < 1024 ** 2
        ? `${(size / 1024).toFixed(1)} KB`
        : `${(size / 1024 ** 2).toFixed(1)} MB`;
  return bytes < 0 ? `frees about ${text}` : `about ${text} more`;
}

function usageOf(pieces: readonly Piece[]): PlanDraft['usageImpact'] {
  const bytes = pieces.reduce((sum, p) => sum + (p.usage?.storageBytes ?? 0), 0);
  const storage = unique(pieces.map((p) => p.usage?.storage ?? ''));
  const rows = unique(pieces.map((p) => p.usage?.rows ?? ''));
  const requests = unique(pieces.map((p) => p.usage?.requests ?? ''));
  return {
    storage:
      bytes !== 0
        ? `${formatBytes(bytes)} of database storage${storage.length ? `. ${storage.join(' ')}` : ''}`
        : storage.join(' ') || 'No noticeable change.',
    rows: rows.join(' ') || 'No existing rows change.',
    requests: requests.join(' ') || 'No change to how many requests your app makes.',
  };
}

export interface Assembly {
  instruction: string;
  classification: Classification;
  pieces: Piece[];
  ws: Workspace;
  ignored: string[];
}

/** The type every piece would take when the words name none, if they agree. */
function unnamedType(pieces: readonly Piece[]): OperationType | undefined {
  const types = new Set(pieces.map((p) => p.typeWhenUnnamed));
  const [only] = [...types];
  return types.size === 1 ? only : undefined;
}

export function assemblePlan({
  instruction,
  classification,
  pieces,
  ws,
  ignored,
}: Assembly): PlanDraft {
  const steps = pieces.flatMap((p) => p.steps);
  const fileAs = pieces.find((p) => p.fileAs)?.fileAs;
  const refiled = fileAs ? undefined : filingBySteps(classification, steps, instruction);
  const service = fileAs?.service ?? refiled?.service ?? classification.service.service;
  const defaultBranch = ws.after.git?.defaultBranch ?? 'main';
  let risk: Risk = fileAs?.risk ?? higher(classification.risk.risk, refiled?.risk.risk ?? 'low');
  const raised: string[] = [];
  const empty = new Set(
    tablesOf(ws)
      .filter((t) => t.rowCount === 0)
      .map((t) => t.name),
  );
  const pieceRaises = pieces.flatMap((p) => p.raises ?? []);
  for (const raise of [...raisesOf(steps, ws.created, empty, defaultBranch), ...pieceRaises]) {
    if (RISK_ORDER[raise.risk] > RISK_ORDER[risk]) raised.push(raise.reason);
    else if (raise.risk === risk && RISK_ORDER[risk] > 0) raised.push(raise.reason);
    risk = higher(risk, raise.risk);
  }
  const services = unique(pieces.map((p) => p.service)) as Service[];
  const notes = unique([
    fileAs?.reason ?? refiled?.reason ?? classification.service.reason,
    ...(services.some((s) => s !== service) && !refiled
      ? [
          `The keyword rules file this under ${SERVICE_LABEL[service]}; its steps also change ${listWords(services.filter((s) => s !== service).map((s) => SERVICE_LABEL[s]))}.`,
        ]
      : []),
    ...pieces.flatMap((p) => p.notes ?? []),
    ...ignored.map((text) => `Not an instruction, so left out: "${text}".`),
  ]);
  const sql = steps.flatMap((s) => (s.kind === 'sql' ? [s.sql] : []));
  const meanings = unique(pieces.map((p) => p.meaning ?? ''));
  const plan: PlanDraft = {
    service,
    // Row changes are data plans whatever words the sentence used ("rows from the logs table").
    type:
      fileAs?.type ??
      refiled?.type ??
      (steps.every((s) => s.kind.startsWith('data.'))
        ? 'data'
        : steps.every((s) => s.kind.startsWith('auth.'))
          ? 'auth'
          : !typeFits(classification.type.type, steps)
            ? typeOfStep(steps[0] as Piece['steps'][number])
            : // Buckets and their rules are storage, whoever the sentence says uploads.
              steps.every((s) => s.kind === 'sql' && /\bstorage\.(?:buckets|objects)\b/.test(s.sql))
              ? 'storage'
              : // New tables that no type word names are a schema change ("create orders with a total").
                !classification.type.keyword && ws.created.size > 0
                ? 'schema'
                : (!classification.type.keyword && unnamedType(pieces)) ||
                  classification.type.type),
    risk,
    riskReasons: unique([
      ...(fileAs ? [] : [...classification.risk.reasons, ...(refiled?.risk.reasons ?? [])]),
      ...raised,
    ]),
    instruction,
    explanation: `${pieces.map((p) => p.summary).join(' ')}${meanings.length ? ` What this means for your app: ${meanings.join(' ')}` : ''}`,
    warnings: unique(pieces.flatMap((p) => p.warnings ?? [])),
    commands: pieces.flatMap((p) => p.commands),
    steps,
    source: 'deterministic',
    notes,
  };
  const reads = steps.flatMap((s) => (s.kind === 'query.select' ? [s.sql] : []));
  if (reads.length) plan.code = reads.join('\n\n');
  if (sql.length) {
    plan.code = sql.join('\n\n');
    plan.usageImpact = usageOf(pieces.filter((p) => p.service === 'backend'));
  }
  const branchInfo = pieces.find((p) => p.branchInfo)?.branchInfo;
  if (branchInfo)
    plan.branchInfo = Object.fromEntries(
      Object.entries(branchInfo).filter(([, v]) => v !== undefined),
    );
  const deploymentInfo = pieces.find((p) => p.deploymentInfo)?.deploymentInfo;
  if (deploymentInfo) plan.deploymentInfo = deploymentInfo;
  const env = pieces.flatMap((p) => p.environmentVars ?? []);
  if (env.length) plan.environmentVars = env;
  if (env.length && !steps.some((s) => s.kind === 'hosting.deploy')) {
    plan.warnings.push('Environment changes reach your live site with the next deploy.');
  }
  return plan;
}

/** "push it live, the environment is ready" names environments but sets none: a deploy, not that. */
const typeFits = (type: OperationType, steps: Piece['steps']): boolean =>
  type !== 'environment' ||
  steps.some((s) => s.kind === 'hosting.setEnv' || s.kind === 'hosting.unsetEnv');

/**
 * In auto mode, steps that all act on one service other than the keywords' file the plan there
 * ("tag a release" is a git plan), so its label, fingerprint and undo are the steps' own.
 */
function filingBySteps(classification: Classification, steps: Piece['steps'], instruction: string) {
  const services = [...new Set(steps.map(serviceOfStep))];
  const [service] = services;
  if (classification.service.via === 'choice' || services.length !== 1 || !service) return;
  if (service === classification.service.service) return;
  const text = normalizeInstruction(instruction);
  const keyword = operationTypeFor(service, text);
  return {
    service,
    // Its words are read as that service's too: "tag main" is medium as every change to main is.
    risk: keywordRisk(service, text),
    type:
      keyword.keyword && typeFits(keyword.type, steps)
        ? keyword.type
        : typeOfStep(steps[0] as Piece['steps'][number]),
    reason: `Its steps change ${SERVICE_LABEL[service]}, so it is filed there.`,
  };
}
