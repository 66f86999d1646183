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
  className,
  children,
}: PageLayoutProps) {
  const centered = align === 'center';
  return (
    <div
      className={cn(
        'mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12',
        centered && 'items-center',
        className,
      )}
    >
      <title>{`${documentTitle ?? title} · ${APP_NAME}`}</title>
      <div
        className={cn(
          'flex flex-col gap-4',
          centered ? 'items-center text-center' : 'sm:flex-row sm:items-end sm:justify-between',
        )}
      >
        <div className={cn('flex flex-col gap-2', centered && 'items-center')}>
          {eyebrow ? <p className="text-sm font-medium text-muted-foreground">{eyebrow}</p> : null}
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          {description ? <p className="max-w-2xl text-muted-foreground">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      {children}
      {notice ? <IndependentNotice /> : null}
    </div>
  );
}
