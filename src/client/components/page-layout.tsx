import type { ReactNode } from 'react';
import { cn } from '@client/lib/utils';
import { IndependentNotice } from './independent-notice';

export const APP_NAME = 'Bridge Studio';

export interface PageLayoutProps {
  /** The page's one h1, also used for the document title. */
  title: string;
  /** One sentence under the heading. */
  description?: ReactNode;
  /** Small text above the heading, such as the studio channel ("CH 2"). */
  eyebrow?: ReactNode;
  /** Buttons or badges beside the heading. */
  actions?: ReactNode;
  /** Adds the Independent Project Notice at the end of the page. */
  notice?: boolean;
  /** Overrides the document title when the heading is long. */
  documentTitle?: string;
  /** Centres the heading and content (sign-in, short notices). */
  align?: 'start' | 'center';
  /**
   * Fills the window under the header instead of growing with its content (the studio): give the
   * content `flex-1 min-h-0` and let it scroll inside itself. The heading is tighter on a phone.
   */
  fill?: boolean;
  className?: string;
  children?: ReactNode;
}

/** The frame every page uses: document title, one h1, description, content and optional notice. */
export function PageLayout({
  title,
  description,
  eyebrow,
  actions,
  notice = false,
  documentTitle,
  align = 'start',
  fill = false,
  className,
  children,
}: PageLayoutProps) {
  const centered = align === 'center';
  return (
    <div
      data-fill-viewport={fill || undefined}
      className={cn(
        'mx-auto flex w-full max-w-6xl flex-col px-4 sm:px-6',
        fill ? 'relative min-h-0 flex-1 gap-3 py-3 sm:gap-4 sm:py-6' : 'gap-8 py-8 sm:py-12',
        centered && 'items-center',
        className,
      )}
    >
      <title>{`${documentTitle ?? title} · ${APP_NAME}`}</title>
      <div
        className={cn(
          'flex flex-col',
          fill ? 'gap-3 sm:gap-4' : 'gap-4',
          centered
            ? 'items-center text-center'
            : fill
              ? 'lg:flex-row lg:items-end lg:justify-between'
              : 'sm:flex-row sm:items-end sm:justify-between',
        )}
      >
        <div className={cn('flex flex-col gap-2', centered && 'items-center')}>
          {eyebrow ? <p className="text-sm font-medium text-muted-foreground">{eyebrow}</p> : null}
          <h1
            className={cn(
              'font-bold tracking-tight',
              fill ? 'text-2xl sm:text-3xl' : 'text-3xl sm:text-4xl',
            )}
          >
            {title}
          </h1>
          {description ? (
            <p className={cn('max-w-2xl text-muted-foreground', fill && 'max-sm:sr-only')}>
              {description}
            </p>
          ) : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      {children}
      {notice ? <IndependentNotice /> : null}
    </div>
  );
}
