import type { ProjectBuilderTemplate, Template, TemplateId } from './schemas';

/**
 * The six starting points of the template library (000 section 3). Starter instructions are
 * planned and run in order when a project is created from the template.
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
    starterInstructions: [
      { service: 'backend', instruction: 'turn on email sign-in' },
      {
        service: 'backend',
        instruction:
          'create a table called tasks with a title, a due date and a done checkbox, each user sees only their own rows',
      },
      { service: 'backend', instruction: 'new tasks start as not done' },
      { service: 'hosting', instruction: 'deploy to production' },
    ],
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
      'Tags',
    ],
    icon: 'PenLine',
    rating: 4.7,
    downloads: 1960,
    tags: ['blog', 'writing', 'content', 'comments'],
    starterInstructions: [
      { service: 'backend', instruction: 'turn on email sign-in' },
      {
        service: 'backend',
        instruction:
          'create a table called posts with a title, a slug, a body, a cover image url, a published checkbox and a published at date',
      },
      {
        service: 'backend',
        instruction:
          'create a table called comments with a post that points to posts, a name and a message',
      },
      {
        service: 'backend',
        instruction:
          'anyone can read published posts and comments, only the author can change their own posts',
      },
      { service: 'hosting', instruction: 'deploy to production' },
    ],
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
    starterInstructions: [
      { service: 'backend', instruction: 'turn on email sign-in' },
      {
        service: 'backend',
        instruction:
          'create a table called products with a name, a description, a price, an image url and a stock count',
      },
      {
        service: 'backend',
        instruction:
          'create a table called orders with a status and a total, each user sees only their own rows',
      },
      {
        service: 'backend',
        instruction:
          'create a table called order items with an order that points to orders, a product that points to products, a quantity and a price',
      },
      { service: 'backend', instruction: 'anyone can read products' },
      { service: 'hosting', instruction: 'deploy to production' },
    ],
  },
  {
    id: 'dashboard-app',
    name: 'Business Dashboard',
    description: 'Collect the numbers that matter to your business and see them at a glance.',
    category: 'analytics',
    difficulty: 'intermediate',
    features: ['Metrics by day', 'Goals', 'Team sign-in', 'Charts', 'Data export'],
    icon: 'LayoutDashboard',
    rating: 4.7,
    downloads: 1730,
    tags: ['dashboard', 'analytics', 'metrics', 'reports'],
    starterInstructions: [
      { service: 'backend', instruction: 'turn on email sign-in' },
      {
        service: 'backend',
        instruction:
          'create a table called metrics with a name, a value and a recorded on date, each user sees only their own rows',
      },
      {
        service: 'backend',
        instruction:
          'create a table called goals with a metric name, a target value and a due date, each user sees only their own rows',
      },
      { service: 'hosting', instruction: 'deploy to production' },
    ],
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
    starterInstructions: [
      { service: 'backend', instruction: 'turn on email sign-in' },
      {
        service: 'backend',
        instruction:
          'add a display name, a bio and an avatar url to the profiles table, anyone can read profiles',
      },
      {
        service: 'backend',
        instruction:
          'create a table called posts with a body and an image url, anyone signed in can read posts, only the author can change them',
      },
      {
        service: 'backend',
        instruction:
          'create a table called follows with a follower and a followed user, each user manages only their own rows',
      },
      {
        service: 'backend',
        instruction:
          'create a table called likes with a post that points to posts, each user manages only their own rows',
      },
      {
        service: 'backend',
        instruction: 'create a storage bucket called avatars for image uploads',
      },
      { service: 'hosting', instruction: 'deploy to production' },
    ],
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
    starterInstructions: [
      {
        service: 'backend',
        instruction:
          'create a table called projects with a title, a summary, an image url and a link, anyone can read projects',
      },
      {
        service: 'backend',
        instruction:
          'create a table called messages with a name, an email and a message, anyone can add rows but only signed-in users can read them',
      },
      { service: 'hosting', instruction: 'deploy to production' },
    ],
  },
];

/** The four templates offered by the demo page's Project Builder (001 section 2). */
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
