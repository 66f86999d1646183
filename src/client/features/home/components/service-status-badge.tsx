import { Badge } from '@client/components/ui/badge';
import type { ServiceStatus } from '@content/schemas';

const VARIANTS = {
  Available: 'default',
  'Coming Soon': 'secondary',
  'In Development': 'outline',
} as const satisfies Record<ServiceStatus, 'default' | 'secondary' | 'outline'>;

export function ServiceStatusBadge({ status }: { status: ServiceStatus }) {
  return (
    <Badge variant={VARIANTS[status]} data-status={status}>
      {status}
    </Badge>
  );
}
