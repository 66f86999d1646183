import type { Clarification, PlanDraft, PlanStep } from '@shared/contracts/plan';
import { describeSiteEdit, siteCommands, siteEditMessage } from '@shared/planner';
import { AppError } from '../../lib/errors';
import type { ProjectGit } from '../../services/git/project-git';
import { publishFolder } from '../../services/hosting/deploy-files';
import { applySiteEdit, type SiteFiles } from './site-edit-files';

const TEXT_FILE = /\.(?:html?|css)$/i;

/**
 * Turns each `content.edit` into `content.publish` with the edited files, read from the branch
 * as it is when the plan is made: the plan then names every file and change, and the git
 * fingerprint makes sure the branch has not moved when it runs. What cannot be found answers 422;
 * words that several places show answer a question.
 */
export async function resolveSiteEdits(
  git: () => ProjectGit,
  draft: PlanDraft,
): Promise<{ draft: PlanDraft } | { clarification: Clarification }> {
  if (!draft.steps.some((s) => s.kind === 'content.edit')) return { draft };
  const steps: PlanStep[] = [];
  const described: string[] = [];
  for (const step of draft.steps) {
    if (step.kind !== 'content.edit') {
      steps.push(step);
      continue;
    }
    const { files } = await git().readFiles(step.branch);
    const folder = publishFolder(files, null);
    const root = folder ? `${folder}/` : '';
    const decoder = new TextDecoder();
    const before: SiteFiles = new Map(
      files.filter((f) => TEXT_FILE.test(f.path)).map((f) => [f.path, decoder.decode(f.content)]),
    );
    const after: SiteFiles = new Map(before);
    for (const edit of step.edits) {
      const outcome = applySiteEdit(after, root, edit);
      if (!outcome.ok && outcome.clarification) return { clarification: outcome.clarification };
      if (!outcome.ok)
        throw new AppError(422, 'not_understood', outcome.message, {
          understood: `You want to change the site on ${step.branch}: ${describeSiteEdit(edit)}.`,
          examples: outcome.examples,
          alternatives:
            outcome.alternatives ?? outcome.examples.map((e) => ({ label: e, instruction: e })),
        });
      described.push(...outcome.changes);
    }
    const changed = [...after].filter(([path, text]) => before.get(path) !== text);
    steps.push({
      kind: 'content.publish',
      branch: step.branch,
      message: siteEditMessage(step.edits),
      files: changed.map(([path, content]) => ({ path, content })),
    });
  }
  const resolved: PlanDraft = {
    ...draft,
    // A model may file a site change under another service; it touches the repository.
    service: 'git',
    type: 'content',
    steps,
    explanation: `${draft.explanation} In the files: ${described.join('; ')}.`,
    commands: steps.flatMap((s) =>
      s.kind === 'content.publish'
        ? siteCommands(
            s.branch,
            s.message,
            s.files.map((f) => f.path),
          )
        : [],
    ),
  };
  return { draft: resolved };
}
