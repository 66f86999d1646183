import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';

/** How the studio and the founder's site fit a phone, and how to preview the site on one. */
export function MobileFeaturesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Mobile Features</DialogTitle>
          <DialogDescription>Your app works on phones as well as computers.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2 text-sm">
          <p>
            Every page of the studio and of the sites you deploy adapts to the screen it is on, down
            to a 375 pixel wide phone, without scrolling sideways.
          </p>
          <p>
            To preview your site on a phone, open its live address (Integrations Hub, Hosting tab)
            on your phone, or make your browser window narrow: what you see is what your visitors
            see.
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
