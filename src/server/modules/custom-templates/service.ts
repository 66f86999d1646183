import {
  CUSTOM_TEMPLATE_LIMIT,
  type CustomTemplate,
  type CustomTemplateInput,
} from '@shared/contracts/custom-templates';
import { AppError, notFound } from '../../lib/errors';
import type { Entitlements, ExtraFile } from '../projects/service';
import type { CustomTemplateRepository } from './repository';

const EXTENSIONS: Record<CustomTemplate['framework'], string> = {
  react: '.tsx',
  vue: '.vue',
  angular: '.component.ts',
  vanilla: '.html',
};

type Row = Awaited<ReturnType<CustomTemplateRepository['list']>>[number];

const toTemplate = (row: Row): CustomTemplate => ({
  id: row.id,
  name: row.name,
  description: row.description,
  category: row.category,
  tags: row.tags,
  framework: row.framework,
  fields: row.fields,
  codeTemplate: row.codeTemplate,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Each user's own templates; creating them is part of the paid plans. */
export function createCustomTemplateService(deps: {
  repo: CustomTemplateRepository;
  entitlements: Entitlements;
  now: () => Date;
}) {
  const { repo, now } = deps;

  async function makeRoom(userId: string, adding: number) {
    if (!(await deps.entitlements.planFor(userId)).customTemplates) {
      throw new AppError(
        403,
        'upgrade_required',
        'Custom templates are part of Bridge Builder. Upgrade to save your own templates.',
      );
    }
    if ((await repo.count(userId)) + adding > CUSTOM_TEMPLATE_LIMIT) {
      throw new AppError(
        409,
        'template_limit',
        `You can keep up to ${CUSTOM_TEMPLATE_LIMIT} templates. Delete some before adding more.`,
      );
    }
  }

  return {
    /** The files a project made from the template starts with: its code and its definition. */
    async filesFor(userId: string, id: string): Promise<ExtraFile[] | null> {
      const row = await repo.find(userId, id);
      if (!row) return null;
      const template = toTemplate(row);
      const base = `templates/${
        template.name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'template'
      }`;
      const { id: _id, createdAt: _c, updatedAt: _u, ...definition } = template;
      return [
        { path: `${base}${EXTENSIONS[template.framework]}`, content: template.codeTemplate },
        { path: `${base}.template.json`, content: `${JSON.stringify(definition, null, 2)}\n` },
      ];
    },
    list: async (userId: string) => (await repo.list(userId)).map(toTemplate),
    async create(userId: string, input: CustomTemplateInput) {
      await makeRoom(userId, 1);
      const [row] = await repo.insertMany(userId, [input], now());
      return toTemplate(row!);
    },
    async update(userId: string, id: string, input: CustomTemplateInput) {
      const row = await repo.update(userId, id, input, now());
      if (!row) throw notFound('That template was not found.', 'template_not_found');
      return toTemplate(row);
    },
    async remove(userId: string, id: string) {
      if (!(await repo.delete(userId, id)))
        throw notFound('That template was not found.', 'template_not_found');
    },
    /** Imported templates get new ids: an import never overwrites what the user already has. */
    async import(userId: string, inputs: CustomTemplateInput[]) {
      await makeRoom(userId, inputs.length);
      return (await repo.insertMany(userId, inputs, now())).map(toTemplate);
    },
  };
}

export type CustomTemplateService = ReturnType<typeof createCustomTemplateService>;
