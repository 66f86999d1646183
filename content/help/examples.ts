import type { HelpExample } from '../schemas';

/** Worked examples of the help library: what to type, and what it builds. */
export const examples: readonly HelpExample[] = [
  {
    id: 'todo-list',
    type: 'example',
    title: 'Example: a personal to-do list',
    summary: 'A list where every person keeps their own tasks, with due dates and a done checkbox.',
    instructions: [
      {
        instruction: 'create a table called tasks with a title, a due date and a done checkbox',
        plans: {
          service: 'backend',
          type: 'schema',
          outcome: {
            tables: { tasks: { columns: { title: 'text', due_date: 'date', done: 'boolean' } } },
          },
        },
      },
      {
        instruction: 'new tasks start as not done',
        plans: {
          service: 'backend',
          type: 'data',
          outcome: { tables: { tasks: { defaults: { done: 'false' } } } },
        },
      },
      {
        instruction: 'let each user see only their own rows in tasks',
        plans: {
          service: 'backend',
          type: 'auth',
          outcome: { tables: { tasks: { columns: { user_id: 'uuid' }, rls: true, policies: 4 } } },
        },
      },
      {
        instruction: 'deploy to production',
        plans: {
          service: 'hosting',
          type: 'deploy',
          outcome: { deploys: { live: { branch: 'main', context: 'production' } } },
        },
      },
    ],
    tryNext: [
      {
        instruction: 'add a priority column to tasks which must be one of low, medium or high',
        plans: {
          service: 'backend',
          type: 'schema',
          outcome: { tables: { tasks: { columns: { priority: 'text' }, checks: ['priority'] } } },
        },
      },
      {
        instruction: 'add a table called lists and link each task to a list',
        plans: {
          service: 'backend',
          type: 'schema',
          outcome: { tables: { tasks: { foreignKeys: { list_id: 'public.lists' } } } },
        },
      },
    ],
    content: [
      'This example builds the back end of a to-do app in four instructions. Type them into Bridge Studio one at a time, read each plan, and click Execute.',
      'The first instruction creates a table called tasks. Each task gets an ID, a title (text), a due date (a date), a done checkbox (yes or no) and the time it was created. The second makes new tasks start as not done, so your app never has to fill that in.',
      'The third instruction adds an owner column and an access rule: a signed-in person can read, add, change and remove only the tasks they own. Someone else who signs in sees an empty list, not yours. The last instruction publishes your project so it has a live address.',
      'In your no-code builder, show the tasks table as a list sorted by due date, add a form with a title and a due date to create tasks, and connect a checkbox to the done column. Then try growing it: "add a priority column to tasks which must be one of low, medium or high" or "add a table called lists and link each task to a list".',
    ].join('\n\n'),
  },
  {
    id: 'contact-form',
    type: 'example',
    title: 'Example: a contact form that saves messages',
    summary: 'A form visitors fill in without an account, with messages only your team can read.',
    instructions: [
      {
        instruction: 'create a table called messages with a name, an email and a message',
        plans: {
          service: 'backend',
          type: 'schema',
          outcome: {
            tables: {
              messages: {
                columns: {
                  name: 'text',
                  email: 'text',
                  message: 'text',
                  created_at: 'timestamptz',
                },
              },
            },
          },
        },
      },
      {
        instruction: 'let anyone add rows to messages but only signed-in users can read them',
        plans: {
          service: 'backend',
          type: 'auth',
          outcome: { tables: { messages: { rls: true, policies: 2 } } },
        },
      },
      {
        instruction: 'deploy to production',
        plans: {
          service: 'hosting',
          type: 'deploy',
          outcome: { deploys: { live: { branch: 'main', context: 'production' } } },
        },
      },
    ],
    content: [
      'This example keeps the messages people send through a contact form on your site. Type the three instructions into Bridge Studio one at a time and execute each plan.',
      "The first instruction creates a table called messages with an ID, the sender's name and email, the message itself and a created at column. Bridge Studio fills in created at by itself with the time each message arrived, so the form only needs three fields.",
      'The second instruction sets two access rules. Visitors who are not signed in may add a message but cannot read any, so nobody can see what others wrote. Signed-in users, which means you and your team, can read them all. The plan shows both rules before you run them.',
      'For the form itself, open the Demo page and ask Live Code Generation for "a contact form with name, email and message": it writes the React component for you. Or build the form in your no-code builder and connect its three fields to the matching columns of the messages table.',
    ].join('\n\n'),
  },
];
