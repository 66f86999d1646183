import { useState } from 'react';
import { FolderGit2, Plus, X } from 'lucide-react';
import type { Project } from '@shared/contracts/projects';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { NewProjectForm } from './new-project-form';

/** Chooses the project the studio works on, or names a new one. */
export function ProjectSwitcher({
  projects,
  selected,
  onSelect,
}: {
  projects: readonly Project[];
  selected: Project;
  onSelect: (id: string) => void;
}) {
  const [creating, setCreating] = useState(false);
  return (
    <section
      aria-label="Project switcher"
      className="flex flex-col gap-3 rounded-xl border bg-card/60 p-2 sm:p-3"
    >
      {/* One row: the studio pages keep their height for the work itself. */}
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex min-w-0 flex-1 items-center gap-2">
          <Label htmlFor="project-switcher" className="flex shrink-0 items-center gap-1.5">
            <FolderGit2 aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">Project</span>
          </Label>
          <NativeSelect
            id="project-switcher"
            value={selected.id}
            onChange={(event) => onSelect(event.target.value)}
          >
            {projects.map((project) => (
              <option key={project.id} value={project.id}>
                {project.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button
          variant="outline"
          onClick={() => setCreating((open) => !open)}
          aria-expanded={creating}
        >
          {creating ? <X aria-hidden="true" /> : <Plus aria-hidden="true" />}
          {creating ? 'Cancel' : 'New Project'}
        </Button>
      </div>
      {creating ? <NewProjectForm autoFocus onCreated={() => setCreating(false)} /> : null}
    </section>
  );
}
