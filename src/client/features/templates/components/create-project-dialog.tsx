import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LoaderCircle } from 'lucide-react';
import type { Project } from '@shared/contracts/projects';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { TextField } from '@client/components/ui/text-field';
import { toast } from '@client/lib/toast';
import type { Template } from '@content/schemas';
import { useCreateProjectMutation } from '@client/data/projects/create-project-mutation';
import { CreateProgress } from './create-progress';
import { PROJECT_NAME_REQUIRED } from './project-name';

export interface CreateProjectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The template to start from; null for an empty project. */
  template: Template | null;
  signedIn: boolean;
  onCreated?: (project: Project) => void;
}

/** The name form; it mounts each time the dialog opens, so it starts from the template's name. */
function CreateProjectForm({
  template,
  onDone,
  onCancel,
}: {
  template: Template | null;
  onDone: (project: Project) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(template ? `My ${template.name}` : '');
  const create = useCreateProjectMutation();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim())
      return toast.error(PROJECT_NAME_REQUIRED.title, {
        description: PROJECT_NAME_REQUIRED.description,
      });
    create.mutate(
      {
        name: name.trim(),
        ...(template ? { template: template.id, description: template.description } : {}),
      },
      { onSuccess: onDone },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <TextField
        id="create-project-name"
        label="Project name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="off"
        required
      />
      {create.isPending ? (
        <CreateProgress template={template !== null} requirements={false} />
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!name.trim() || create.isPending}>
          {create.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          Create Project
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Names and creates a real project, empty or from a template. */
export function CreateProjectDialog({
  open,
  onOpenChange,
  template,
  signedIn,
  onCreated,
}: CreateProjectDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {template ? `Start from ${template.name}` : 'Create your first project'}
          </DialogTitle>
          <DialogDescription>
            {signedIn
              ? 'Your project gets its own database, code repository and hosting, ready to use.'
              : 'Sign in first, so your project is kept safe in your account.'}
          </DialogDescription>
        </DialogHeader>
        {signedIn ? (
          <CreateProjectForm
            template={template}
            onCancel={() => onOpenChange(false)}
            onDone={(project) => {
              onOpenChange(false);
              onCreated?.(project);
            }}
          />
        ) : (
          <DialogFooter>
            <Button asChild>
              <Link to="/auth">Sign In</Link>
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
