import { lazy } from 'react';
import { Link } from 'react-router';
import { BookOpen, HardDrive, KeyRound, Smartphone } from 'lucide-react';
import { OpenOnIntent } from '@client/components/open-on-intent';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { studioInstructions } from '@content/studio-instructions';
import { SuggestedSteps, studioLink } from './suggested-steps';

const MobileFeaturesDialog = lazy(() =>
  import('./mobile-features-dialog').then((m) => ({ default: m.MobileFeaturesDialog })),
);

/**
 * Next steps suggested from the project's state; Add New Storage and Set Up Sign-ins prefill the
 * studio; Help Guide opens the library; Mobile Features explains the preview.
 */
export function QuickActions({ projectId }: { projectId: string }) {
  const item = 'w-full justify-start';
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <h3 className="text-sm font-medium">Suggested next steps</h3>
        <SuggestedSteps projectId={projectId} />
        <h3 className="mt-2 text-sm font-medium">More</h3>
        <Button asChild variant="outline" className={item}>
          <Link to={studioLink(studioInstructions.uploadsBucket.instruction)}>
            <HardDrive aria-hidden="true" /> Add New Storage
          </Link>
        </Button>
        <Button asChild variant="outline" className={item}>
          <Link to={studioLink(studioInstructions.signIns.instruction)}>
            <KeyRound aria-hidden="true" /> Set Up Sign-ins
          </Link>
        </Button>
        <Button asChild variant="outline" className={item}>
          <Link to="/help-library">
            <BookOpen aria-hidden="true" /> Help Guide
          </Link>
        </Button>
        <OpenOnIntent
          keepTrigger
          trigger={(open) => (
            <Button variant="outline" className={item} onClick={open}>
              <Smartphone aria-hidden="true" /> Mobile Features
            </Button>
          )}
        >
          {(close, open) => <MobileFeaturesDialog open={open} onClose={close} />}
        </OpenOnIntent>
      </CardContent>
    </Card>
  );
}
