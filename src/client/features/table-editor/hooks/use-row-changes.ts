import type { Operation } from '@shared/contracts/operations';
import type { RowChangeBody } from '@shared/contracts/table-data';
import { toast } from '@client/lib/toast';
import { usePlanRowChangeMutation } from '@client/data/table-rows/plan-row-change-mutation';
import { useExecuteOperationMutation } from '@client/data/operations/execute-operation-mutation';
import { useUndoOperationMutation } from '@client/data/operations/undo-operation-mutation';

/** The text a run's result carries under `key`, if any. */
const resultText = (result: unknown, key: 'message' | 'error') =>
  typeof result === 'object' && result !== null && key in result
    ? String((result as Record<string, unknown>)[key])
    : undefined;

/** Plans and runs row changes as operations; each success shows a toast that offers Undo. */
export function useRowChanges(projectId: string, table: string) {
  const plan = usePlanRowChangeMutation();
  const run = useExecuteOperationMutation();
  const undo = useUndoOperationMutation();

  const offerUndo = (operation: Operation, result: unknown) =>
    toast.success(resultText(result, 'message') ?? 'Done.', {
      action: {
        label: 'Undo',
        onClick: () =>
          undo.mutate(operation, {
            onSuccess: () => toast.success('Undone: the rows are as they were.'),
            onError: (error) => toast.error(error.message),
          }),
      },
    });

  /** Runs a planned change; rejects with the reason so the dialog that asked can show it. */
  async function runPlanned(operation: Operation, confirm: boolean) {
    const answer = await run.mutateAsync({ operation, confirm });
    if (!answer.ok) throw new Error(resultText(answer.result, 'error') ?? 'The change failed.');
    offerUndo(answer.operation, answer.result);
  }

  return {
    busy: plan.isPending || run.isPending,
    /** Plans a change without running it (a delete is shown before it runs). */
    plan: (change: RowChangeBody) => plan.mutateAsync({ projectId, table, change }),
    /** Plans and runs an add or an edit at once: they are low risk and undoable. */
    apply: async (change: RowChangeBody) =>
      runPlanned(await plan.mutateAsync({ projectId, table, change }), false),
    /** Runs a delete the founder confirmed. */
    runConfirmed: (operation: Operation) => runPlanned(operation, true),
  };
}
