import type { AccessActions, AccessLevel, TableAccess } from '@shared/contracts/plan';

const ACTIONS: [keyof AccessActions, string][] = [
  ['read', 'Read'],
  ['add', 'Add'],
  ['change', 'Change'],
  ['delete', 'Delete'],
];

const LEVEL_WORDS: Record<AccessLevel, string> = { yes: 'Yes', some: 'Some rows', no: 'No' };
const LEVEL_STYLE: Record<AccessLevel, string> = {
  yes: 'text-emerald-800 dark:text-emerald-300',
  some: 'text-amber-800 dark:text-amber-300',
  no: 'text-muted-foreground',
};

function audiences(access: TableAccess): [string, AccessActions][] {
  return access.owner
    ? [
        ['Not signed in', access.visitors],
        ["Signed in, others' rows", access.signedIn],
        ['Signed in, own rows', access.owner],
      ]
    : [
        ['Not signed in', access.visitors],
        ['Signed in', access.signedIn],
      ];
}

/** Who may do what on each table once the plan runs, as its dry run left the rules. */
export function PlanAccess({ tables }: { tables: TableAccess[] }) {
  return (
    <div data-testid="plan-access" className="space-y-3">
      {tables.map((access) => (
        <div key={access.table} className="overflow-x-auto">
          <table className="w-full min-w-[22rem] text-left text-sm">
            <caption className="mb-1 text-left font-semibold">
              Who can use {access.table} after this runs
            </caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-1 pr-3 font-medium text-muted-foreground">
                  <span className="sr-only">Who</span>
                </th>
                {ACTIONS.map(([key, label]) => (
                  <th key={key} scope="col" className="py-1 pr-3 font-medium">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {audiences(access).map(([who, actions]) => (
                <tr key={who} className="border-b last:border-0">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {who}
                  </th>
                  {ACTIONS.map(([key]) => (
                    <td key={key} className={`py-1 pr-3 ${LEVEL_STYLE[actions[key]]}`}>
                      {LEVEL_WORDS[actions[key]]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
