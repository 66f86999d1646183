import { Suspense, lazy } from 'react';
import { Skeleton } from '@client/components/ui/skeleton';
import { seriesOf } from '../answer-series';
import { asQueryResult } from '../plan-results';
import { ResultTable } from './result-table';

const AnswerChart = lazy(() => import('./answer-chart'));

/** A question's answer on its plan card: a chart when it is a series, and always the table. */
export function QueryAnswer({ result, question }: { result: unknown; question: string }) {
  const answer = asQueryResult(result);
  if (!answer) return null;
  const points = seriesOf(answer);
  const label = `Answer to "${question}"`;
  return (
    <div className="grid min-w-0 gap-3">
      {points ? (
        <Suspense fallback={<Skeleton className="h-48 w-full" />}>
          <AnswerChart points={points} label={label} />
        </Suspense>
      ) : null}
      <ResultTable result={answer} label={label} />
    </div>
  );
}
