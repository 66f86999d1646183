import { Lock, LockOpen } from 'lucide-react';
import { useSchemaQuery } from '@client/data/database/schema-query';
import { StateFrame } from './state-frame';

/** The project's tables with their columns and row-level security policies, as they are now. */
export function SchemaState({ projectId }: { projectId: string }) {
  const schema = useSchemaQuery(projectId);
  return (
    <StateFrame
      title="Tables and policies"
      query={schema}
      isEmpty={(data) => data.tables.length === 0}
      empty="No tables yet. Describe one above to create it."
    >
      {(data) => (
        <ul className="grid gap-2" data-testid="schema-tables">
          {data.tables.map((table) => (
            <li
              key={`${table.schema}.${table.name}`}
              data-testid={`table-${table.name}`}
              className="grid gap-1 rounded-lg border p-3 text-sm"
            >
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-mono font-semibold">{table.name}</span>
                <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                  {table.rls ? (
                    <Lock aria-hidden="true" className="size-3" />
                  ) : (
                    <LockOpen aria-hidden="true" className="size-3" />
                  )}
                  {table.rls ? 'Row-level security on' : 'Row-level security off'}
                </span>
              </div>
              <p className="break-words text-muted-foreground">
                {table.columns
                  .map((c) => `${c.name} (${c.type}${c.nullable ? '' : ', required'})`)
                  .join(', ')}
              </p>
              {table.policies.length > 0 ? (
                <ul aria-label={`Policies on ${table.name}`} className="list-disc pl-5 text-xs">
                  {table.policies.map((p) => (
                    <li
                      key={p.name}
                    >{`${p.name}: ${p.command} for ${p.roles.join(', ') || 'everyone'}`}</li>
                  ))}
                </ul>
              ) : (
                <p className="text-xs text-muted-foreground">No policies</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </StateFrame>
  );
}
