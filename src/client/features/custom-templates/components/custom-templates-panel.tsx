import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { templateExportFile, type CustomTemplate } from '@shared/contracts/custom-templates';
import { TOAST_MS } from '@shared/constants/timings';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/lib/toast';
import { useCustomTemplatesQuery } from '@client/data/custom-templates/custom-templates-query';
import { downloadTemplates, fileNameFor } from '../export-file';
import { useCustomTemplateActions } from '../hooks/use-custom-templates';
import { TemplateCreator } from './template-creator';

/** Reads an exported file; anything else is refused with a message and nothing changes. */
async function readExport(file: File) {
  try {
    const parsed = templateExportFile.safeParse(JSON.parse(await file.text()));
    if (parsed.success) return parsed.data;
    return new Error(
      `That file is not a Bridge Studio template export: ${parsed.error.issues[0]?.message ?? 'unexpected content'}.`,
    );
  } catch {
    return new Error('That file is not valid JSON, so nothing was imported.');
  }
}

/** Create, manage, export and import the user's own templates. */
export function CustomTemplatesPanel() {
  const query = useCustomTemplatesQuery();
  const actions = useCustomTemplateActions();
  const [editing, setEditing] = useState<CustomTemplate | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const onImport = async (file: File | undefined) => {
    if (!file) return;
    const result = await readExport(file);
    if (result instanceof Error)
      toast.error('Import failed', { description: result.message, duration: TOAST_MS });
    else actions.import.mutate(result);
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <div className="flex flex-col gap-6">
      <TemplateCreator
        key={editing?.id ?? 'new'}
        editing={editing}
        saving={actions.save.isPending}
        onSave={(id, input) => actions.save.mutateAsync({ id, input }).then(() => setEditing(null))}
        onCancelEdit={() => setEditing(null)}
      />
      <section aria-labelledby="my-templates-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="my-templates-heading" className="text-lg font-semibold">
            My templates
          </h3>
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={!query.data?.length}
              onClick={() => downloadTemplates(query.data ?? [], 'bridge-studio-templates.json')}
            >
              Export All
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => fileInput.current?.click()}
              disabled={actions.import.isPending}
            >
              Import
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept="application/json,.json"
              className="sr-only"
              aria-label="Import templates from a JSON file"
              tabIndex={-1}
              onChange={(e) => void onImport(e.target.files?.[0])}
            />
          </div>
        </div>
        {query.isPending ? (
          <Skeleton className="h-32" />
        ) : query.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border p-5">
            <p>We could not load your templates. {query.error.message}</p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : query.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            You have no templates yet. Create one above or import a file.
          </p>
        ) : (
          <ul className="flex flex-col divide-y rounded-xl border" aria-label="My templates">
            {query.data.map((template) => (
              <li
                key={template.id}
                data-testid="custom-template"
                className="flex flex-wrap items-center justify-between gap-3 p-3"
              >
                <div className="flex flex-col gap-1">
                  <span className="flex flex-wrap items-center gap-2 font-medium">
                    {template.name}
                    <Badge variant="outline">{template.framework}</Badge>
                  </span>
                  <span className="text-sm text-muted-foreground">{template.description}</span>
                  <span className="text-xs text-muted-foreground">
                    {template.fields.length} field{template.fields.length === 1 ? '' : 's'}
                    {template.tags.length ? ` · ${template.tags.join(', ')}` : ''}
                  </span>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setEditing(template)}
                    aria-label={`Edit ${template.name}`}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => downloadTemplates([template], fileNameFor(template.name))}
                    aria-label={`Export ${template.name}`}
                  >
                    Export
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={actions.remove.isPending}
                    onClick={() => actions.remove.mutate(template.id)}
                    aria-label={`Delete ${template.name}`}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <p className="text-xs text-muted-foreground">
          Custom templates are part of Bridge Builder.{' '}
          <Link to="/pricing" className="text-primary underline underline-offset-4">
            See plans
          </Link>
        </p>
      </section>
    </div>
  );
}
