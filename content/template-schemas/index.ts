import type { TemplateId, TemplateSchema } from '../schemas';
import { blogPlatformSchema } from './blog-platform';
import { dashboardAppSchema } from './dashboard-app';
import { ecommerceStoreSchema } from './ecommerce-store';
import { portfolioSiteSchema } from './portfolio-site';
import { socialAppSchema } from './social-app';
import { todoAppSchema } from './todo-app';

/** The tables, policies, indexes and sample rows each template's app needs, run as one operation on create. */
export const templateSchemas: Record<TemplateId, TemplateSchema> = {
  'todo-app': todoAppSchema,
  'blog-platform': blogPlatformSchema,
  'ecommerce-store': ecommerceStoreSchema,
  'dashboard-app': dashboardAppSchema,
  'social-app': socialAppSchema,
  'portfolio-site': portfolioSiteSchema,
};
