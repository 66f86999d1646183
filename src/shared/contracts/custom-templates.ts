import { z } from 'zod';

export const FRAMEWORKS = ['react', 'vue', 'angular', 'vanilla'] as const;
export const FIELD_TYPES = ['text', 'textarea', 'select', 'checkbox', 'file'] as const;
export const CUSTOM_TEMPLATE_LIMIT = 100;
/** Toast when name or description is missing. */
export const TEMPLATE_REQUIRED_MESSAGE = 'Please fill in the template name and description';

const shortText = (max: number) => z.string().trim().max(max);

export const templateField = z.object({
  id: z.string().trim().min(1).max(64),
  name: z
    .string()
    .trim()
    .regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, 'A field name uses letters, digits and underscores.'),
  type: z.enum(FIELD_TYPES),
  label: shortText(100).min(1, 'Every field needs a label.'),
  placeholder: shortText(200),
  required: z.boolean(),
});
export type TemplateField = z.infer<typeof templateField>;

/** What the creator saves, and what an imported file must hold for each template. */
export const customTemplateInput = z
  .object({
    name: shortText(100).min(1, TEMPLATE_REQUIRED_MESSAGE),
    description: shortText(1000).min(1, TEMPLATE_REQUIRED_MESSAGE),
    category: shortText(50),
    tags: z
      .array(shortText(30).min(1))
      .max(20)
      .refine((tags) => new Set(tags).size === tags.length, 'Each tag once.'),
    framework: z.enum(FRAMEWORKS),
    fields: z
      .array(templateField)
      .max(50)
      .refine(
        (fields) => new Set(fields.map((f) => f.name)).size === fields.length,
        'Each field name once.',
      ),
    codeTemplate: z.string().max(50_000),
  })
  .strict();
export type CustomTemplateInput = z.infer<typeof customTemplateInput>;

export const customTemplate = customTemplateInput.extend({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomTemplate = z.infer<typeof customTemplate>;

export const customTemplateResponse = z.object({ template: customTemplate });
export const customTemplateListResponse = z.object({ templates: z.array(customTemplate) });
export const customTemplateParams = z.object({
  templateId: z.string().uuid('That is not a template id.'),
});

/** An exported file: one or all templates; importing checks every one before saving any. */
export const templateExportFile = z.object({
  format: z.literal('bridge-studio-templates'),
  version: z.literal(1),
  templates: z
    .array(
      customTemplateInput
        .extend({
          id: z.string().optional(),
          createdAt: z.string().optional(),
          updatedAt: z.string().optional(),
        })
        // An export carries ids and dates; an import makes new ones.
        .transform(({ id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...input }) => input),
    )
    .min(1, 'The file holds no templates.')
    .max(CUSTOM_TEMPLATE_LIMIT),
});
export type TemplateExportFile = z.infer<typeof templateExportFile>;
export const importResponse = z.object({ templates: z.array(customTemplate) });

/** The default of a new field: field_N, text, New Field, not required. */
export const newTemplateField = (n: number): TemplateField => ({
  id: `field_${n}`,
  name: `field_${n}`,
  type: 'text',
  label: 'New Field',
  placeholder: '',
  required: false,
});

/** Adds a tag only when it is non-empty and not already there. */
export function addTag(tags: readonly string[], tag: string): string[] {
  const clean = tag.trim();
  return clean === '' || tags.includes(clean) ? [...tags] : [...tags, clean];
}
