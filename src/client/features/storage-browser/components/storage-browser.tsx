import { useState } from 'react';
import { Folder, FileText } from 'lucide-react';
import { formatBytes } from '@shared/format/bytes';
import { LoadError } from '@client/components/load-error';
import { HeadCell, ScrollTable } from '@client/components/scroll-table';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useBucketsQuery } from '@client/data/storage/buckets-query';
import { useObjectsQuery } from '@client/data/storage/objects-query';
import { studioInstructions } from '@content/studio-instructions';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** The project's buckets, and the files and folders in the chosen one. */
export function StorageBrowser({ projectId }: { projectId: string }) {
  const buckets = useBucketsQuery(projectId);
  const [bucket, setBucket] = useState<string | null>(null);
  const shown = bucket ?? buckets.data?.[0]?.id ?? null;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Files</CardTitle>
        <CardDescription>
          What your app’s users upload, by bucket. Access rules do not hide files from you here.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">
        {buckets.isPending ? (
          <Skeleton className="h-24" />
        ) : buckets.isError ? (
          <LoadError
            message={`Your buckets could not be loaded. ${buckets.error.message}`}
            onRetry={() => void buckets.refetch()}
          />
        ) : !shown ? (
          <p className="text-sm text-muted-foreground" data-testid="no-buckets">
            No buckets yet. Ask the AI Agent for one, for example “
            {studioInstructions.uploadsBucket.instruction}”; files appear here as people upload
            them.
          </p>
        ) : (
          <>
            <ul aria-label="Buckets" className="flex flex-wrap gap-2">
              {buckets.data.map((b) => (
                <li key={b.id}>
                  <Button
                    size="sm"
                    variant={b.id === shown ? 'default' : 'outline'}
                    aria-pressed={b.id === shown}
                    onClick={() => setBucket(b.id)}
                  >
                    {b.name}
                    <span className="text-xs opacity-80">{b.public ? 'public' : 'private'}</span>
                  </Button>
                </li>
              ))}
            </ul>
            <BucketFiles key={shown} projectId={projectId} bucket={shown} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function BucketFiles({ projectId, bucket }: { projectId: string; bucket: string }) {
  const [prefix, setPrefix] = useState('');
  const objects = useObjectsQuery(projectId, bucket, prefix);
  const up = () => setPrefix(prefix.replace(/[^/]+\/$/, ''));
  if (objects.isPending) return <Skeleton className="h-32" />;
  if (objects.isError)
    return (
      <LoadError
        message={`The files could not be loaded. ${objects.error.message}`}
        onRetry={() => void objects.refetch()}
      />
    );
  const { entries, truncated } = objects.data;
  return (
    <div className="grid min-w-0 gap-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">
          {bucket}/{prefix}
        </span>
        {prefix ? (
          <Button variant="outline" size="sm" onClick={up}>
            Up one folder
          </Button>
        ) : null}
      </div>
      {entries.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
          {prefix ? 'This folder is empty.' : 'This bucket has no files yet.'}
        </p>
      ) : (
        <ScrollTable
          label={`Files in ${bucket}`}
          head={
            <>
              <HeadCell>Name</HeadCell>
              <HeadCell>Size</HeadCell>
              <HeadCell>Type</HeadCell>
              <HeadCell>Updated</HeadCell>
            </>
          }
        >
          {entries.map((entry) => (
            <tr key={entry.name} className="border-t">
              <td className="whitespace-nowrap px-3 py-2">
                {entry.folder ? (
                  <button
                    type="button"
                    className="inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline"
                    onClick={() => setPrefix(`${prefix}${entry.name}/`)}
                  >
                    <Folder aria-hidden="true" className="size-4" /> {entry.name}
                    <span className="sr-only">(folder)</span>
                  </button>
                ) : (
                  <span className="inline-flex items-center gap-1.5">
                    <FileText aria-hidden="true" className="size-4" /> {entry.name}
                  </span>
                )}
              </td>
              <td className="whitespace-nowrap px-3 py-2">
                {entry.size === null ? '—' : formatBytes(entry.size)}
              </td>
              <td className="whitespace-nowrap px-3 py-2">{entry.mimeType ?? '—'}</td>
              <td className="whitespace-nowrap px-3 py-2">{when(entry.updatedAt)}</td>
            </tr>
          ))}
        </ScrollTable>
      )}
      {truncated ? (
        <p className="text-xs text-muted-foreground">Showing the first 1000 entries.</p>
      ) : null}
    </div>
  );
}
