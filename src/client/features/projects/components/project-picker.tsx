import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Project } from '@shared/contracts/projects';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { Skeleton } from '@client/components/ui/skeleton';
import { useProjectsQuery } from '@client/data/projects/projects-query';

/**
 * Lets the user choose one of their projects, then renders `children` for it. The choice lives
 * in the caller (usually the address), so a reload keeps it.
 */
export function ProjectPicker({
  value,
  onChange,
  children,
}: {
  value: string | null;
  onChange: (projectId: string) => void;
  children: (project: Project) => ReactNode;
}) {
  const query = useProjectsQuery();
  const projects = query.data ?? [];
  const selected = projects.find((p) => p.id === value) ?? projects[0];
  useEffect(() => {
    if (selected && selected.id !== value) onChange(selected.id);
  }, [selected, value, onChange]);

  if (query.isPending) return <Skeleton className="h-40" />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border p-5">
        <p>We could not load your projects. {query.error.message}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!selected) {
    return (
      <p className="rounded-xl border p-5 text-sm">
        You have no projects yet.{' '}
        <Link to="/demo" className="text-primary underline underline-offset-4">
          Create your first project
        </Link>{' '}
        to see its settings here.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="grid max-w-sm gap-2">
        <Label htmlFor="project-picker">Project</Label>
        <NativeSelect
          id="project-picker"
          value={selected.id}
          onChange={(event) => onChange(event.target.value)}
        >
          {projects.map((project) => (
            <option key={project.id} value={project.id}>
              {project.name} ({project.role})
            </option>
          ))}
        </NativeSelect>
      </div>
      {children(selected)}
    </div>
  );
}
