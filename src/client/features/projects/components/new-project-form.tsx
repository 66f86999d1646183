import { useState, type FormEvent } from 'react';
import { LoaderCircle, Plus } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/text-field';
import { toast } from '@client/lib/toast';
import { useCreateProjectMutation } from '@client/data/projects/create-project-mutation';
import { writeSelectedProjectId } from '../selected-project-storage';

/** Names and creates a project (a real database, repository and site) and selects it. */
export function NewProjectForm({
  onCreated,
  autoFocus = false,
}: {
  onCreated?: () => void;
  autoFocus?: boolean;
}) {
  const [name, setName] = useState('');
  const create = useCreateProjectMutation({
    onSuccess: (project) => writeSelectedProjectId(project.id),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      return toast.error('Project name required', {
        description: 'Please enter a name for your project.',
      });
    }
    create.mutate({ name: name.trim() }, { onSuccess: () => (setName(''), onCreated?.()) });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <TextField
        id="new-project-name"
        label="Project name"
        className="flex-1"
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="off"
        autoFocus={autoFocus}
        maxLength={100}
      />
      <Button type="submit" disabled={!name.trim() || create.isPending}>
        {create.isPending ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <Plus aria-hidden="true" />
        )}
        Create Project
      </Button>
    </form>
  );
}
