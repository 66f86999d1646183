import { useState } from 'react';
import { Link } from 'react-router';
import { BookOpen, HardDrive, KeyRound, Smartphone } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { studioInstructions } from '@content/studio-instructions';
import { SuggestedSteps, studioLink } from './suggested-steps';

/**
 * Next steps suggested from the project's state; Add New Storage and Set Up Sign-ins prefill the
 * studio; Help Guide opens the library; Mobile Features explains the preview.
 */
export function QuickActions({ projectId }: { projectId: string }) {
  const [mobileOpen, setMobileOpen] = useState(false);
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
        <Button variant="outline" className={item} onClick={() => setMobileOpen(true)}>
          <Smartphone aria-hidden="true" /> Mobile Features
        </Button>
        <Dialog open={mobileOpen} onOpenChange={setMobileOpen}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Mobile Features</DialogTitle>
              <DialogDescription>Your app works on phones as well as computers.</DialogDescription>
            </DialogHeader>
            <div className="grid gap-2 text-sm">
              <p>
                Every page of the studio and of the sites you deploy adapts to the screen it is on,
                down to a 375 pixel wide phone, without scrolling sideways.
              </p>
              <p>
                To preview your site on a phone, open its live address (Integrations Hub, Hosting
                tab) on your phone, or make your browser window narrow: what you see is what your
                visitors see.
              </p>
            </div>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
