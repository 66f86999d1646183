import type { QueryResult, QueryStep } from '@shared/contracts/plan';
import { AppError } from '../../lib/errors';
import type { ProjectRow } from '../projects/repository';
import type { ProjectWorkspace } from '../projects/workspace';

/** The most rows a question's answer carries; the founder reads them in the chat. */
const MAX_ANSWER_ROWS = 1000;

type Column = QueryResult['columns'][number];
const col = (name: string, type: string): Column => ({ name, type });

const table = (columns: Column[], rows: Record<string, unknown>[]): QueryResult => ({
  columns,
  rows,
  rowCount: rows.length,
});

/** How many commits a history question lists, newest first. */
const MAX_COMMITS = 20;

/** The files that differ between two branches, in words, and how many commits each has that the other lacks. */
async function fileDifferences(
  git: ReturnType<ProjectWorkspace['git']>,
  branch: string,
  against: string,
): Promise<Record<string, unknown>[]> {
  const [mine, theirs, counts] = await Promise.all([
    git.readFiles(branch),
    git.readFiles(against),
    git.aheadBehind(branch, against),
  ]);
  const same = (a: Uint8Array, b: Uint8Array) =>
    a.length === b.length && a.every((byte, i) => byte === b[i]);
  const other = new Map(theirs.files.map((f) => [f.path, f.content]));
  const rows: Record<string, unknown>[] = [];
  for (const file of mine.files) {
    const there = other.get(file.path);
    other.delete(file.path);
    if (!there) rows.push({ file: file.path, difference: `only on ${branch}` });
    else if (!same(file.content, there))
      rows.push({ file: file.path, difference: `differs between ${branch} and ${against}` });
  }
  for (const path of other.keys()) rows.push({ file: path, difference: `only on ${against}` });
  rows.sort((a, b) => String(a.file).localeCompare(String(b.file)));
  rows.push({
    file: null,
    difference: `${branch} has ${counts.ahead} commit${counts.ahead === 1 ? '' : 's'} that ${against} lacks, and ${against} has ${counts.behind} that ${branch} lacks${rows.length ? '' : '; their files are the same'}.`,
  });
  return rows;
}

/** Answers a question about the project itself from its live database, repository or site. */
async function stateAnswer(
  step: Extract<QueryStep, { kind: 'query.state' }>,
  workspace: ProjectWorkspace,
  project: ProjectRow,
): Promise<QueryResult> {
  const { topic } = step;
  switch (topic) {
    case 'tables':
    case 'tablesWithoutRls': {
      const db = await workspace.database(project);
      const [schema, usage] = await Promise.all([db.introspect(), db.usage()]);
      const counts = new Map(usage.tables.map((t) => [`${t.schema}.${t.name}`, t.rows]));
      const tables = schema.tables
        .filter((t) => t.schema === 'public' && (topic === 'tables' || !t.rls))
        .sort((a, b) => a.name.localeCompare(b.name));
      return table(
        [col('table', 'text'), col('rows', 'integer'), col('row_level_security', 'boolean')],
        tables.map((t) => ({
          table: t.name,
          rows: counts.get(`public.${t.name}`) ?? 0,
          row_level_security: t.rls,
        })),
      );
    }
    case 'branch': {
      const { current, branches } = await workspace.git(project).listBranches();
      const head = branches.find((b) => b.name === current);
      return table(
        [col('branch', 'text'), col('commit', 'text'), col('branches', 'integer')],
        [{ branch: current, commit: head?.sha.slice(0, 7) ?? null, branches: branches.length }],
      );
    }
    case 'branches': {
      const { current, branches } = await workspace.git(project).listBranches();
      return table(
        [col('branch', 'text'), col('commit', 'text'), col('current', 'boolean')],
        branches.map((b) => ({
          branch: b.name,
          commit: b.sha.slice(0, 7),
          current: b.name === current,
        })),
      );
    }
    case 'commits': {
      const git = workspace.git(project);
      const branch = step.branch ?? (await git.listBranches()).current;
      const { commits } = await git.log(branch, MAX_COMMITS);
      return table(
        [
          col('commit', 'text'),
          col('message', 'text'),
          col('author', 'text'),
          col('committed_at', 'timestamp with time zone'),
          col('branch', 'text'),
        ],
        commits.map((c) => ({
          commit: c.sha.slice(0, 7),
          message: c.message.split('\n')[0],
          author: c.author,
          committed_at: c.date,
          branch,
        })),
      );
    }
    case 'branchDiff': {
      const git = workspace.git(project);
      const { current } = await git.listBranches();
      const branch = step.branch ?? current;
      const against = step.against ?? 'main';
      return table(
        [col('file', 'text'), col('difference', 'text')],
        await fileDifferences(git, branch, against),
      );
    }
    case 'live':
    case 'lastDeploy': {
      const deploys = await workspace.host.listDeploys(project.id).catch(() => []);
      const newest = [...deploys].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const picked = topic === 'live' ? newest.filter((d) => d.live) : newest.slice(0, 1);
      return table(
        [
          col('branch', 'text'),
          col('context', 'text'),
          col('state', 'text'),
          col('live', 'boolean'),
          col('deployed_at', 'timestamp with time zone'),
          col('url', 'text'),
        ],
        picked.map((d) => ({
          branch: d.branch,
          context: d.context,
          state: d.state,
          live: d.live,
          deployed_at: d.createdAt,
          url: d.url,
        })),
      );
    }
  }
}

/** Runs a question: a read-only SELECT with a row limit, or a read of the project's state. */
export async function runQuery(
  step: QueryStep,
  workspace: ProjectWorkspace,
  project: ProjectRow,
): Promise<QueryResult> {
  if (step.kind === 'query.state') return stateAnswer(step, workspace, project);
  const db = await workspace.database(project);
  const read = await db.read(step.sql, { maxRows: MAX_ANSWER_ROWS });
  if (!read.ok) throw new AppError(read.code === 'refused' ? 400 : 422, read.code, read.message);
  return {
    columns: read.columns,
    rows: read.rows,
    rowCount: read.rowCount,
    ...(read.truncated ? { truncated: true } : {}),
  };
}
