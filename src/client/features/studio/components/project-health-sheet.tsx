import type { ReactNode } from 'react';
import { Activity } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@client/components/ui/sheet';
import { ICON_ON_PHONE } from './chat-log-toolbar';

/** On a narrow screen the health column would push the chat's input off screen, so it opens on demand. */
export function ProjectHealthSheet({ children }: { children: ReactNode }) {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className={ICON_ON_PHONE}
          data-testid="project-health-button"
        >
          <Activity aria-hidden="true" />
          <span className="max-sm:sr-only">Project health</span>
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-[90%] sm:max-w-md" data-testid="project-health-sheet">
        <SheetHeader className="pr-10">
          <SheetTitle>Project health</SheetTitle>
          <SheetDescription>Recent changes, storage and the agent monitor.</SheetDescription>
        </SheetHeader>
        <div className="grid gap-4 px-4 pb-4">{children}</div>
      </SheetContent>
    </Sheet>
  );
}
