import type { ReactNode } from 'react';
import { FolderPlus } from 'lucide-react';
import type { Project } from '@shared/contracts/projects';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useSelectedProject } from '../hooks/use-selected-project';
import { NewProjectForm } from './new-project-form';
import { ProjectSwitcher } from './project-switcher';

/** Shows the project switcher, then the page for the selected project; asks for a first project when there is none. */
export function ProjectGate({ children }: { children: (project: Project) => ReactNode }) {
  const { projects, project, select } = useSelectedProject();

  if (projects.isPending) {
    return (
      <div role="status" aria-label="Loading your projects" className="grid gap-3">
        <Skeleton className="h-16" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (projects.isError) {
    return (
      <Card role="alert">
        <CardHeader>
          <CardTitle>Your projects could not be loaded</CardTitle>
          <CardDescription>{projects.error.message}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" onClick={() => void projects.refetch()}>
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (!project) {
    return (
      <Card data-testid="first-project">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <FolderPlus aria-hidden="true" className="size-5" /> Create your first project
          </CardTitle>
          <CardDescription>
            A project gets its own database, code repository and website. Give it a name to start.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <NewProjectForm />
        </CardContent>
      </Card>
    );
  }
  return (
    <>
      <ProjectSwitcher projects={projects.data} selected={project} onSelect={select} />
      {children(project)}
    </>
  );
}
