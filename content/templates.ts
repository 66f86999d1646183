import type { ProjectBuilderTemplate, Template, TemplateId } from './schemas';

/**
 * The six starting points of the template library. Each one's site lives in
 * content/template-sites/<id> and its database in content/template-schemas/<id>.ts.
 */
export const templates: readonly Template[] = [
  {
    id: 'todo-app',
    name: 'To-Do App',
    description: 'A personal task list with due dates and a done checkbox, private to each person.',
    category: 'productivity',
    difficulty: 'beginner',
    features: [
      'Task lists',
      'Due dates',
      'Done checkboxes',
      'Private to each user',
      'Email sign-in',
    ],
    icon: 'ListTodo',
    rating: 4.8,
    downloads: 2840,
    tags: ['tasks', 'productivity', 'starter'],
  },
  {
    id: 'blog-platform',
    name: 'Blog Platform',
    description: 'Write posts, publish them when they are ready and let readers leave comments.',
    category: 'content',
    difficulty: 'intermediate',
    features: [
      'Posts with drafts',
      'Publish dates',
      'Reader comments',
      'Author sign-in',
      'Cover images',
      'Post search',
    ],
    icon: 'PenLine',
    rating: 4.7,
    downloads: 1960,
    tags: ['blog', 'writing', 'content', 'comments'],
  },
  {
    id: 'ecommerce-store',
    name: 'Online Store',
    description: 'Show your products, take orders and keep track of what has been shipped.',
    category: 'ecommerce',
    difficulty: 'advanced',
    features: [
      'Product catalogue',
      'Stock levels',
      'Shopping cart',
      'Orders and order lines',
      'Customer accounts',
      'Shipping status',
    ],
    icon: 'ShoppingCart',
    rating: 4.6,
    downloads: 1520,
    tags: ['shop', 'store', 'products', 'orders'],
  },
  {
    id: 'dashboard-app',
    name: 'Business Dashboard',
    description: 'Collect the numbers that matter to your business and see them at a glance.',
    category: 'analytics',
    difficulty: 'intermediate',
    features: ['Metrics by day', 'Goals', 'Private sign-in', 'Charts', 'Data export'],
    icon: 'LayoutDashboard',
    rating: 4.7,
    downloads: 1730,
    tags: ['dashboard', 'analytics', 'metrics', 'reports'],
  },
  {
    id: 'social-app',
    name: 'Community App',
    description: 'Profiles, posts, follows and likes: the core of a small social network.',
    category: 'social',
    difficulty: 'advanced',
    features: ['Member profiles', 'Posts', 'Follows', 'Likes', 'Profile pictures', 'Sign-in'],
    icon: 'Users',
    rating: 4.5,
    downloads: 1180,
    tags: ['social', 'community', 'profiles', 'feed'],
  },
  {
    id: 'portfolio-site',
    name: 'Portfolio Site',
    description:
      'Show your work and let visitors get in touch, with a contact form that saves messages.',
    category: 'portfolio',
    difficulty: 'beginner',
    features: ['Project gallery', 'About page', 'Contact form', 'Custom domain ready'],
    icon: 'Briefcase',
    rating: 4.9,
    downloads: 2310,
    tags: ['portfolio', 'personal', 'showcase', 'contact'],
  },
];

/** The four templates offered by the demo page's Project Builder. */
export const PROJECT_BUILDER_TEMPLATE_IDS = [
  'todo-app',
  'blog-platform',
  'ecommerce-store',
  'dashboard-app',
] as const satisfies readonly TemplateId[];

export const projectBuilderTemplates: readonly ProjectBuilderTemplate[] = templates
  .filter((t) => (PROJECT_BUILDER_TEMPLATE_IDS as readonly TemplateId[]).includes(t.id))
  .map(({ id, name, description, category, features, difficulty }) => ({
    id,
    name,
    description,
    category,
    features,
    complexity: difficulty,
  }));
