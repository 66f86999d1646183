import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Check, LoaderCircle } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { TextField } from '@client/components/ui/text-field';
import { cn } from '@client/lib/utils';
import { toast } from '@client/lib/toast';
import type { TemplateId } from '@content/schemas';
import { projectBuilderTemplates } from '@content/templates';
import { useCreateProjectMutation } from '@client/data/projects/create-project-mutation';
import { CreateProgress } from './create-progress';
import { PROJECT_NAME_REQUIRED } from './project-name';

const empty = { name: '', description: '', requirements: '' };

const textareaClass =
  'min-h-24 w-full rounded-md border border-input bg-background/60 px-3 py-2 text-base shadow-xs placeholder:text-muted-foreground md:text-sm';

/** One of the user's own templates, as the route passes it in. */
export interface OwnTemplate {
  id: string;
  name: string;
  description: string;
  framework: string;
}

/** The demo page's Project Builder: pick one of four templates (or one's own), name it, and create a real project. */
export function ProjectBuilder({
  signedIn,
  ownTemplates = [],
}: {
  signedIn: boolean;
  ownTemplates?: OwnTemplate[];
}) {
  const [template, setTemplate] = useState<TemplateId | null>(null);
  const [ownTemplateId, setOwnTemplateId] = useState<string | null>(null);
  const [form, setForm] = useState(empty);
  const create = useCreateProjectMutation();
  const ids = useId();
  const nameMissing = !form.name.trim();

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (nameMissing)
      return toast.error(PROJECT_NAME_REQUIRED.title, {
        description: PROJECT_NAME_REQUIRED.description,
      });
    create.mutate(
      {
        name: form.name.trim(),
        description: form.description.trim() || undefined,
        requirements: form.requirements.trim() || undefined,
        template: template ?? undefined,
        customTemplateId: ownTemplateId ?? undefined,
      },
      {
        onSuccess: () => {
          setForm(empty);
          setTemplate(null);
          setOwnTemplateId(null);
        },
      },
    );
  };

  // The Create button is disabled while the name is empty, so Enter is where the reminder is needed.
  const onNameKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && nameMissing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 font-semibold">Choose a template (optional)</legend>
        {projectBuilderTemplates.map((t) => (
          <TemplateOption
            key={t.id}
            group={`${ids}-template`}
            value={t.id}
            selected={template === t.id}
            onSelect={() => {
              setTemplate(t.id);
              setOwnTemplateId(null);
            }}
            name={t.name}
            description={t.description}
            badges={[
              { label: t.complexity, variant: 'secondary' },
              { label: t.category, variant: 'outline' },
            ]}
          />
        ))}
        {ownTemplates.map((t) => (
          <TemplateOption
            key={t.id}
            testId="own-template"
            group={`${ids}-template`}
            value={t.id}
            selected={ownTemplateId === t.id}
            onSelect={() => {
              setOwnTemplateId(t.id);
              setTemplate(null);
            }}
            name={t.name}
            description={t.description}
            badges={[
              { label: 'Your template', variant: 'secondary', asIs: true },
              { label: t.framework, variant: 'outline' },
            ]}
          />
        ))}
      </fieldset>

      <form onSubmit={submit} className="flex flex-col gap-4" aria-label="New project">
        <TextField
          id={`${ids}-name`}
          label="Project name"
          placeholder="My first app"
          value={form.name}
          onChange={(event) => setForm({ ...form, name: event.target.value })}
          onKeyDown={onNameKeyDown}
          autoComplete="off"
          aria-required="true"
        />
        <TextField
          id={`${ids}-description`}
          label="Brief description"
          placeholder="What is your app for?"
          value={form.description}
          onChange={(event) => setForm({ ...form, description: event.target.value })}
          autoComplete="off"
        />
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-requirements`}>Custom requirements</Label>
          <textarea
            id={`${ids}-requirements`}
            className={textareaClass}
            placeholder="Anything it must do, in your own words"
            value={form.requirements}
            onChange={(event) => setForm({ ...form, requirements: event.target.value })}
          />
        </div>
        {signedIn ? (
          <>
            {create.isPending ? (
              <CreateProgress
                template={template !== null}
                requirements={form.requirements.trim() !== ''}
              />
            ) : null}
            <Button type="submit" disabled={nameMissing || create.isPending} className="self-start">
              {create.isPending ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : null}
              Create Project
            </Button>
          </>
        ) : (
          <div className="flex flex-col gap-2 rounded-lg border border-dashed p-4 text-sm">
            <p>Sign in to create a real project with its own database, code and hosting.</p>
            <Button asChild className="self-start">
              <Link to="/auth">Sign In</Link>
            </Button>
          </div>
        )}
      </form>
    </div>
  );
}

interface TemplateOptionProps {
  group: string;
  value: string;
  selected: boolean;
  onSelect: () => void;
  name: string;
  description: string;
  /** `asIs` keeps the label's own capitals; the rest are words like "beginner" shown capitalised. */
  badges: { label: string; variant: 'secondary' | 'outline'; asIs?: boolean }[];
  testId?: string;
}

/** One template as a radio card: the built-in ones and the user's own look and behave the same. */
function TemplateOption({
  group,
  value,
  selected,
  onSelect,
  name,
  description,
  badges,
  testId,
}: TemplateOptionProps) {
  return (
    <label
      data-testid={testId}
      className={cn(
        'flex cursor-pointer gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
        selected && 'border-primary',
      )}
    >
      <input
        type="radio"
        name={group}
        value={value}
        checked={selected}
        onChange={onSelect}
        className="sr-only"
      />
      <span
        aria-hidden="true"
        className={cn(
          'mt-1 flex size-5 shrink-0 items-center justify-center rounded-full border',
          selected && 'border-primary bg-primary text-primary-foreground',
        )}
      >
        {selected ? <Check className="size-3" /> : null}
      </span>
      <span className="flex flex-col gap-1">
        <span className="font-medium">{name}</span>
        <span className="text-sm text-muted-foreground">{description}</span>
        <span className="flex flex-wrap gap-1 pt-1">
          {badges.map((badge) => (
            <Badge
              key={badge.label}
              variant={badge.variant}
              className={badge.asIs ? undefined : 'capitalize'}
            >
              {badge.label}
            </Badge>
          ))}
        </span>
      </span>
    </label>
  );
}
