import type { ReactNode } from 'react';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@client/components/ui/sheet';

/** The health column in a sheet from the right, for screens too narrow to show it beside the chat. */
export function ProjectHealthPanel({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={(next) => !next && onClose()}>
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
