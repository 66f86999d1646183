import { Suspense, lazy } from 'react';
import { useSearchParams } from 'react-router';
import { BackToHomeLink } from '@client/components/back-to-home-link';
import { PageLayout } from '@client/components/page-layout';
import { Badge } from '@client/components/ui/badge';
import { Skeleton } from '@client/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useSession } from '@client/features/auth/hooks/use-session';

const AiModelSettings = lazy(() =>
  import('@client/features/ai-settings/components/ai-model-settings').then((m) => ({ default: m.AiModelSettings })),
);

const TABS = ['ai'] as const;
type Tab = (typeof TABS)[number];

/** Advanced Features (Pro): AI model selection, with the tab kept in the address. */
export function AdvancedPage() {
  const { user, isLoading } = useSession();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = TABS.includes(tabParam as Tab) ? (tabParam as Tab) : 'ai';
  const setTab = (next: Tab) => setParams({ tab: next });

  return (
    <PageLayout
      title="Advanced Features"
      description="Work as a team, choose the AI model that plans your changes, and save your own templates."
      actions={<Badge>Pro</Badge>}
    >
      <BackToHomeLink />
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="ai">AI Models</TabsTrigger>
        </TabsList>
        <TabsContent value="ai" className="pt-4">
          {isLoading ? (
            <Skeleton className="h-96" />
          ) : (
            <Suspense fallback={<Skeleton className="h-96" />}>
              <AiModelSettings signedIn={user !== null} />
            </Suspense>
          )}
        </TabsContent>
      </Tabs>
    </PageLayout>
  );
}
