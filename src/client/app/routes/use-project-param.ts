import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The chosen project kept in `?project=`, so a reload or a shared link keeps it. */
export function useProjectParam(): [string | null, (projectId: string) => void] {
  const [params, setParams] = useSearchParams();
  const choose = useCallback(
    (projectId: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('project', projectId);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params.get('project'), choose];
}
