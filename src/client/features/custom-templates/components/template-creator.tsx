import { useState } from 'react';
import {
  FRAMEWORKS,
  TEMPLATE_REQUIRED_MESSAGE,
  addTag,
  customTemplateInput,
  newTemplateField,
  type CustomTemplate,
  type CustomTemplateInput,
} from '@shared/contracts/custom-templates';
import { TOAST_MS } from '@shared/constants/timings';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { toast } from '@client/lib/toast';
import { FieldEditor } from './field-editor';

const EMPTY: CustomTemplateInput = {
  name: '',
  description: '',
  category: 'custom',
  tags: [],
  framework: 'react',
  fields: [],
  codeTemplate: '',
};

/** Creates or edits one template; name and description are required, so the library can list it. */
export function TemplateCreator({
  editing,
  saving,
  onSave,
  onCancelEdit,
}: {
  editing: CustomTemplate | null;
  saving: boolean;
  onSave: (id: string | null, input: CustomTemplateInput) => Promise<unknown>;
  onCancelEdit: () => void;
}) {
  const [draft, setDraft] = useState<CustomTemplateInput>(() =>
    editing ? customTemplateInput.parse(strip(editing)) : EMPTY,
  );
  const [tag, setTag] = useState('');
  const change = (fields: Partial<CustomTemplateInput>) =>
    setDraft((current) => ({ ...current, ...fields }));
  const nextFieldNumber = () => {
    let n = draft.fields.length + 1;
    while (draft.fields.some((f) => f.name === `field_${n}`)) n += 1;
    return n;
  };

  const save = () => {
    if (!draft.name.trim() || !draft.description.trim()) {
      toast.error('Error', { description: TEMPLATE_REQUIRED_MESSAGE, duration: TOAST_MS });
      return;
    }
    const checked = customTemplateInput.safeParse(draft);
    if (!checked.success) {
      toast.error('Error', {
        description: checked.error.issues[0]?.message ?? 'Please check the template.',
        duration: TOAST_MS,
      });
      return;
    }
    void onSave(editing?.id ?? null, checked.data).then(
      () => {
        if (!editing) setDraft(EMPTY);
      },
      () => undefined,
    );
  };

  return (
    <form
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      aria-labelledby="creator-heading"
    >
      <h3 id="creator-heading" className="text-lg font-semibold">
        {editing ? `Edit “${editing.name}”` : 'Create a template'}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="template-name">Template name</Label>
          <Input
            id="template-name"
            value={draft.name}
            onChange={(e) => change({ name: e.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="template-framework">Framework</Label>
          <NativeSelect
            id="template-framework"
            value={draft.framework}
            onChange={(e) =>
              change({ framework: e.target.value as CustomTemplateInput['framework'] })
            }
          >
            {FRAMEWORKS.map((framework) => (
              <option key={framework} value={framework}>
                {framework}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5 sm:col-span-2">
          <Label htmlFor="template-description">Description</Label>
          <textarea
            id="template-description"
            rows={2}
            value={draft.description}
            onChange={(e) => change({ description: e.target.value })}
            className="rounded-md border border-input bg-background px-3 py-2 text-base md:text-sm"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="template-category">Category</Label>
          <Input
            id="template-category"
            value={draft.category}
            onChange={(e) => change({ category: e.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="template-tag">Add a tag (press Enter)</Label>
          <Input
            id="template-tag"
            value={tag}
            onChange={(e) => setTag(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              change({ tags: addTag(draft.tags, tag) });
              setTag('');
            }}
          />
        </div>
      </div>
      {draft.tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Tags">
          {draft.tags.map((t) => (
            <li key={t}>
              <Badge variant="secondary" className="gap-1">
                {t}
                <button
                  type="button"
                  aria-label={`Remove tag ${t}`}
                  onClick={() => change({ tags: draft.tags.filter((x) => x !== t) })}
                >
                  ×
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-col gap-3">
        {draft.fields.map((field, index) => (
          <FieldEditor
            key={field.id}
            field={field}
            index={index}
            onChange={(next) =>
              change({ fields: draft.fields.map((f, i) => (i === index ? next : f)) })
            }
            onRemove={() => change({ fields: draft.fields.filter((_, i) => i !== index) })}
          />
        ))}
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          onClick={() => change({ fields: [...draft.fields, newTemplateField(nextFieldNumber())] })}
        >
          Add Field
        </Button>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="template-code">Code template</Label>
        <p id="template-code-hint" className="text-xs text-muted-foreground">
          Write {'{{field_name}}'} where a field’s value should go.
        </p>
        <textarea
          id="template-code"
          rows={6}
          aria-describedby="template-code-hint"
          value={draft.codeTemplate}
          onChange={(e) => change({ codeTemplate: e.target.value })}
          className="rounded-md border border-input bg-background px-3 py-2 font-mono text-sm"
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save Template'}
        </Button>
        {editing ? (
          <Button type="button" variant="outline" onClick={onCancelEdit}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function strip({
  id: _id,
  createdAt: _c,
  updatedAt: _u,
  ...input
}: CustomTemplate): CustomTemplateInput {
  return input;
}
