import { Activity, CheckCircle2, Coins, Zap } from 'lucide-react';
import { STATUS_WINDOW_DAYS } from '@shared/contracts/settings';
import { Skeleton } from '@client/components/ui/skeleton';
import { useSettingsStatusQuery } from '@client/data/settings/settings-status-query';
import { formatStatus } from '../format-status';

/** Response time, success rate, tokens and cost from the user's own runs of the last 30 days. */
export function SettingsStatusLine() {
  const query = useSettingsStatusQuery();
  if (query.isPending) return <Skeleton className="h-6 w-80" />;
  if (query.isError)
    return (
      <p className="text-sm text-muted-foreground">Usage figures are not available right now.</p>
    );
  const text = formatStatus(query.data);
  const items = [
    { icon: Zap, text: text.response },
    { icon: CheckCircle2, text: text.success },
    { icon: Activity, text: text.tokens },
    { icon: Coins, text: text.cost },
  ];
  return (
    <div className="flex flex-col gap-1">
      <ul
        className="flex flex-wrap gap-x-5 gap-y-1 text-sm"
        aria-label="Usage"
        data-testid="settings-status"
      >
        {items.map(({ icon: Icon, text: label }) => (
          <li key={label} className="flex items-center gap-1.5">
            <Icon aria-hidden="true" className="size-4 text-primary" />
            {label}
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">
        Your last {STATUS_WINDOW_DAYS} days: {query.data.runs}{' '}
        {query.data.runs === 1 ? 'change' : 'changes'} run. Plans use no paid model tokens yet.
      </p>
    </div>
  );
}
