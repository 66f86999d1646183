import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  connectDatabaseBody,
  connectGitHubBody,
  connectNetlifyBody,
} from '@shared/contracts/connections';
import type { ConnectAction } from '@shared/contracts/plan';
import { TOAST_MS } from '@shared/constants/timings';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { TextField } from '@client/components/ui/text-field';
import { toast } from '@client/lib/toast';
import {
  useConnectServiceMutation,
  type ConnectRequest,
} from '@client/data/connections/connect-connection-mutation';

type Service = ConnectAction['service'];
type Values = Record<string, string>;

interface Field {
  name: string;
  label: string;
  type?: 'password' | 'url';
  placeholder?: string;
}

/** Each service's form: its fields, in the order the contract checks them. */
const FORMS: Record<
  Service,
  { title: string; description: string; schema: z.ZodType<Values, Values>; fields: Field[] }
> = {
  github: {
    title: 'Connect GitHub',
    description:
      'Keep this project’s repository on GitHub. Paste an access token that can write to the repository; it is stored encrypted and never shown again.',
    schema: connectGitHubBody,
    fields: [
      { name: 'owner', label: 'GitHub user or organisation', placeholder: 'my-company' },
      { name: 'repo', label: 'Repository name', placeholder: 'my-app' },
      { name: 'token', label: 'Access token', type: 'password' },
    ],
  },
  netlify: {
    title: 'Connect Netlify',
    description:
      'Deploy this project’s site to your own Netlify site. Paste its site id and an access token; the token is stored encrypted and never shown again.',
    schema: connectNetlifyBody,
    fields: [
      { name: 'siteId', label: 'Netlify site id' },
      { name: 'token', label: 'Access token', type: 'password' },
    ],
  },
  database: {
    title: 'Use your own database',
    description:
      'Run this project on your own Postgres database instead of the built-in one. Paste its connection string; it is stored encrypted.',
    schema: connectDatabaseBody,
    fields: [
      {
        name: 'url',
        label: 'Connection string',
        type: 'password',
        placeholder: 'postgres://user:password@host:5432/database',
      },
    ],
  },
};

/** The connection form for one service, opened from chat ("connect my GitHub") or the list. */
export function ConnectServiceDialog({
  projectId,
  service,
  onClose,
}: {
  projectId: string;
  service: Service;
  onClose: () => void;
}) {
  const form = FORMS[service];
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent data-testid={`connect-${service}`}>
        <DialogHeader>
          <DialogTitle>{form.title}</DialogTitle>
          <DialogDescription>{form.description}</DialogDescription>
        </DialogHeader>
        <ConnectForm key={service} projectId={projectId} service={service} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}

function ConnectForm({
  projectId,
  service,
  onDone,
}: {
  projectId: string;
  service: Service;
  onDone: () => void;
}) {
  const { schema, fields, title } = FORMS[service];
  const connect = useConnectServiceMutation(projectId, {
    onSuccess: () => {
      toast.success(`${title}: done`, { duration: TOAST_MS });
      onDone();
    },
  });
  const values = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: Object.fromEntries(fields.map((f) => [f.name, ''])),
  });
  const { errors } = values.formState;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={values.handleSubmit((body) =>
        connect.mutate({ kind: service, body } as ConnectRequest),
      )}
    >
      {fields.map((field) => (
        <TextField
          key={field.name}
          id={`connect-${service}-${field.name}`}
          label={field.label}
          type={field.type ?? 'text'}
          autoComplete="off"
          spellCheck={false}
          placeholder={field.placeholder}
          error={errors[field.name]?.message}
          {...values.register(field.name)}
        />
      ))}
      {connect.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {`Not connected, nothing changed: ${connect.error.message}`}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={connect.isPending}>
          {connect.isPending ? 'Connecting…' : 'Connect'}
        </Button>
      </DialogFooter>
    </form>
  );
}
