import { Suspense, lazy } from 'react';
import { queryResult } from '@shared/contracts/plan';
import { Skeleton } from '@client/components/ui/skeleton';
import { seriesOf } from '../answer-series';
import { ResultTable } from './result-table';

const AnswerChart = lazy(() => import('./answer-chart'));

/** A question's answer on its plan card: a chart when it is a series, and always the table. */
export function QueryAnswer({ result, question }: { result: unknown; question: string }) {
  const parsed = queryResult.safeParse(result);
  if (!parsed.success) return null;
  const points = seriesOf(parsed.data);
  const label = `Answer to "${question}"`;
  return (
    <div className="grid min-w-0 gap-3">
      {points ? (
        <Suspense fallback={<Skeleton className="h-48 w-full" />}>
          <AnswerChart points={points} label={label} />
        </Suspense>
      ) : null}
      <ResultTable result={parsed.data} label={label} />
    </div>
  );
}
