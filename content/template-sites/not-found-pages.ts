import type { TemplateId } from '@content/schemas';

/** A site's "page not found" page: its accent colour and its own words around the shared page. */
interface NotFoundPage {
  accent: string;
  heading: string;
  /** `{{PROJECT_NAME}}` becomes the project's name. */
  message: string;
}

/** Filled into content/template-sites/not-found.html for each template and the plain starter. */
export const NOT_FOUND_PAGES: Record<TemplateId | 'starter', NotFoundPage> = {
  starter: {
    accent: '#2563eb',
    heading: 'Page not found',
    message: 'This page does not exist yet. Open the home page of {{PROJECT_NAME}}.',
  },
  'blog-platform': {
    accent: '#b4462c',
    heading: 'We could not find that story',
    message:
      'The post may have moved or never existed. Head back to the home page of {{PROJECT_NAME}} to see every post.',
  },
  'dashboard-app': {
    accent: '#4f46e5',
    heading: 'No data at this address',
    message:
      'This page does not exist. Return to the {{PROJECT_NAME}} dashboard from its home page.',
  },
  'ecommerce-store': {
    accent: '#0f766e',
    heading: 'This page is out of stock',
    message:
      'We looked everywhere but this page does not exist. Go back to the home page of {{PROJECT_NAME}} to keep shopping.',
  },
  'portfolio-site': {
    accent: '#a16207',
    heading: 'Page not found',
    message:
      'This page is not part of the portfolio. The home page of {{PROJECT_NAME}} shows all the work.',
  },
  'social-app': {
    accent: '#c026d3',
    heading: 'Nothing to see here',
    message:
      'This page does not exist or was removed. Go back to the {{PROJECT_NAME}} home page to read the feed.',
  },
  'todo-app': {
    accent: '#2f5bea',
    heading: 'Page not found',
    message:
      'This page does not exist. Check the address, or open the home page of {{PROJECT_NAME}} to get back to your tasks.',
  },
};
