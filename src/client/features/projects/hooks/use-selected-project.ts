import { useCallback, useSyncExternalStore } from 'react';
import { useProjectsQuery } from '@client/data/projects/projects-query';
import {
  currentSelectedProjectId,
  pickProject,
  subscribeSelectedProject,
  writeSelectedProjectId,
} from '../selected-project-storage';

/** The user's projects and the one the studio works on (remembered across visits). */
export function useSelectedProject() {
  const projects = useProjectsQuery();
  const rememberedId = useSyncExternalStore(
    subscribeSelectedProject,
    currentSelectedProjectId,
    () => null,
  );
  const select = useCallback((id: string) => writeSelectedProjectId(id), []);
  return { projects, project: pickProject(projects.data ?? [], rememberedId), select };
}
