import { useCallback, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { projectsQueryOptions } from '../api/projects-api';
import {
  currentSelectedProjectId,
  pickProject,
  subscribeSelectedProject,
  writeSelectedProjectId,
} from '../selected-project-storage';

/** The user's projects and the one the studio works on (remembered across visits). */
export function useSelectedProject() {
  const projects = useQuery(projectsQueryOptions());
  const rememberedId = useSyncExternalStore(
    subscribeSelectedProject,
    currentSelectedProjectId,
    () => null,
  );
  const select = useCallback((id: string) => writeSelectedProjectId(id), []);
  return { projects, project: pickProject(projects.data ?? [], rememberedId), select };
}
