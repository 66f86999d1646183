import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { formatBytes } from '@shared/format/bytes';
import { useDatabaseFactsQuery } from '@client/data/database/database-facts-query';

/** Which database the project uses, its version and size, and each table's rows and size. */
export function DatabaseFacts({ projectId }: { projectId: string }) {
  const query = useDatabaseFactsQuery(projectId);
  if (query.isPending) return <Skeleton className="h-64" />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border p-5">
        <p>We could not read this project’s database. {query.error.message}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const facts = query.data;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-3 sm:grid-cols-3" data-testid="database-facts">
        {[
          [
            'Database',
            facts.kind === 'external'
              ? (facts.hint ?? 'Your own Postgres')
              : 'Built-in (embedded Postgres)',
          ],
          ['Postgres version', facts.serverVersion],
          ['Size', formatBytes(facts.databaseBytes)],
        ].map(([term, value]) => (
          <div key={term} className="rounded-xl border bg-card p-4 text-card-foreground">
            <dt className="text-sm text-muted-foreground">{term}</dt>
            <dd className="break-all font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {facts.tables.length === 0 ? (
        <p className="text-sm">This database has no tables yet.</p>
      ) : (
        <div className="relative overflow-x-auto rounded-xl border">
          <table className="w-full text-sm">
            <caption className="sr-only">Tables, with their rows and size</caption>
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Table
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Rows
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Size
                </th>
              </tr>
            </thead>
            <tbody>
              {facts.tables.map((table) => (
                <tr key={`${table.schema}.${table.name}`} className="border-t">
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    {table.schema === 'public' ? table.name : `${table.schema}.${table.name}`}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {table.rows.toLocaleString('en-US')}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatBytes(table.bytes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
