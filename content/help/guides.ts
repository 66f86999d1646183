import type { HelpGuide, PlannedInstruction } from '../schemas';

// Instructions two guides quote alike: a branch tried and merged back, and a public setting.
const branchAndMerge: PlannedInstruction[] = [
  {
    instruction: 'create a branch called feature-login',
    plans: { service: 'git', type: 'branch', outcome: { branches: ['feature-login'] } },
  },
  {
    instruction: 'merge feature-login into main',
    plans: {
      service: 'git',
      type: 'merge',
      outcome: { merged: [{ source: 'feature-login', target: 'main' }] },
    },
  },
];
const publicApiUrl: PlannedInstruction = {
  instruction:
    'set the environment variable PUBLIC_API_URL to https://api.example.com for production',
  plans: {
    service: 'hosting',
    type: 'environment',
    outcome: {
      env: { PUBLIC_API_URL: { value: 'https://api.example.com', context: 'production' } },
    },
  },
};

/**
 * The built-in guides of the help library, then the project API and the questions
 * newcomers ask most after their first hour. Paragraphs split on blank lines.
 */
export const guides: readonly HelpGuide[] = [
  {
    id: 'intro',
    type: 'guide',
    title: 'Getting started: how Bridge Studio works',
    summary: 'What Bridge Studio does for you, how a plan works, and a good first hour.',
    content: [
      'Bridge Studio builds the behind-the-scenes part of your app from instructions written in everyday English. You don\'t need to know about databases, code or servers. You type something like "create a table called customers with a name, an email and a signup date", and Bridge Studio works out what has to change and how.',
      'Every app has three hidden parts. A database keeps its information: customers, orders, messages. A repository keeps every version of the files that make up the app, so nothing is ever lost. A host puts the app on the internet at an address people can visit. Each Bridge Studio project comes with all three, ready to use, and you can connect your own GitHub, Netlify or Supabase accounts whenever you want to.',
      "Nothing happens behind your back. When you send an instruction, Bridge Studio first shows you a plan: what it understood, the exact changes it will make, any warnings, and a risk level of low, medium or high. Read it like a quote from a builder. If it looks right, click Execute. If it doesn't, change the wording of your instruction and ask again; planning never changes anything.",
      'Risky changes get extra care. Anything that deletes or overwrites information is marked high risk and asks you to confirm before it runs. Database changes are first tried in a rehearsal that is thrown away afterwards, so the plan can tell you whether the change will work before anything real is touched. When a change can be reversed, your history shows an Undo button next to it.',
      'To try an idea without touching the live version of your app, ask for a branch: "create a branch called feature-login". A branch is a separate copy of your code that you can change freely; when you are happy with it, "merge feature-login into main" brings the changes back. Merges into main are marked medium risk, because main is what goes live.',
      'A good first hour looks like this: create a project (start from a template if one is close to your idea), add the tables your app needs, decide who may see what, and deploy. The Welcome page walks you through these steps and remembers what you have already done.',
      'A few habits make instructions work better. Ask for one thing at a time. Give things names, such as "a table called orders". Say who should see the data, for example "each user sees only their own rows". And when a word is new to you, search for it in this help library: the glossary explains the common terms in plain language.',
    ].join('\n\n'),
    instructions: [
      {
        instruction: 'create a table called customers with a name, an email and a signup date',
        plans: {
          service: 'backend',
          type: 'schema',
          outcome: {
            tables: {
              customers: { columns: { name: 'text', email: 'text', signup_date: 'date' } },
            },
          },
        },
      },
      ...branchAndMerge,
      {
        instruction: 'each user sees only their own rows',
        plans: {
          service: 'backend',
          type: 'auth',
          outcome: {
            tables: { customers: { columns: { user_id: 'uuid' }, rls: true, policies: 4 } },
          },
        },
      },
    ],
  },
  {
    id: 'data-modelling',
    type: 'guide',
    title: 'Data modelling: planning your tables, columns and links',
    summary: 'Decide what information your app keeps and how the pieces fit together.',
    content: [
      'Before you design screens, decide what information your app needs to keep. This is called data modelling. It sounds technical, but it is much like planning the tabs of a spreadsheet before you start typing into it.',
      'Start with the things your app is about: the nouns. A booking app has customers, services and bookings. Each of these becomes a table. Name tables with a lowercase word in the plural, such as customers or bookings, and keep the names short: you will see them in your no-code builder too.',
      'Next, list the details you need about each thing. These are the columns. A customer might have a name, an email and a phone number. Each column holds one kind of value: text, a number, a date and time, a yes-or-no checkbox, or an amount of money. Bridge Studio picks a sensible kind from your words, so "a due date" becomes a date and "a done checkbox" becomes yes or no.',
      'Every row gets an ID automatically. It is a unique label that never changes, so other rows can point to it safely even when a name or an email is edited later.',
      'Tables are linked through those IDs. A booking belongs to one customer, so instead of copying the customer\'s name into every booking, the booking stores the customer\'s ID. You can ask for this directly: "add a customer column to bookings that points to customers". When the customer changes their email, every booking still finds them.',
      'Decide who owns what. Most apps let each person see only their own information. Add "each user sees only their own rows" to your instruction and Bridge Studio adds an owner column and an access rule for you (the technical name is row-level security).',
      'Start small; adding a column later is easy and low risk. Renaming a column or changing what kind of value it holds is marked medium risk, because the values already stored may need converting. Removing a column or a table is high risk, because the information in it goes too.',
    ].join('\n\n'),
    instructions: [
      {
        instruction: 'add a customer column to bookings that points to customers',
        given: [
          'create a table called customers with a name, an email and a phone number',
          'create a table called bookings with a date',
        ],
        plans: {
          service: 'backend',
          type: 'schema',
          outcome: { tables: { bookings: { foreignKeys: { customer_id: 'public.customers' } } } },
        },
      },
    ],
  },
  {
    id: 'data-actions',
    type: 'guide',
    title: 'Data actions: adding, changing and removing data safely',
    summary: 'How reading, adding, updating and deleting rows work, and how to avoid surprises.',
    content: [
      'Once your tables exist, your app works with the information in them in four basic ways: adding rows, reading them, changing them and removing them. Developers call these four actions CRUD, short for create, read, update and delete.',
      'Most everyday adding and reading happens inside your app: the screens you build talk to the database through its API. You can also ask Bridge Studio directly, which is handy for starting data. For example: "add 3 categories: Books, Music and Games".',
      'When you change data, be clear about which rows you mean. "Mark every order older than 30 days as archived" names the rows. An update or a delete without a condition would touch every row in the table, so Bridge Studio marks it high risk and asks you to confirm before it runs.',
      'Deleting is permanent. Plans that delete rows, columns or tables are always high risk. If you might want something back later, consider an "archived" checkbox instead of deleting: your screens can hide archived rows, and nothing is lost.',
      'Before anything runs, the plan rehearses your change on your real database and then throws the rehearsal away. If the change would fail, for instance because a required column would be left empty, the plan says so in plain words. When you click Execute, Bridge Studio checks that nothing has changed since you planned; if something has, it asks you to plan again rather than guess.',
      'Every operation is kept in your history with its result. Undo works when Bridge Studio can work out the exact reverse of a change, such as removing a column it has just added. Rows you add, change or delete in the Data view keep what they replaced, so Undo puts them back; rows deleted by an instruction such as "delete every archived order" cannot be brought back, which is one more reason to treat those deletes with care.',
    ].join('\n\n'),
    instructions: [
      {
        instruction: 'add 3 categories: Books, Music and Games',
        given: ['create a table called categories with a name'],
        plans: { service: 'backend', type: 'data' },
      },
      {
        instruction: 'Mark every order older than 30 days as archived',
        given: [
          'create a table called orders with a total and an archived checkbox',
          'add an order with total 5 and created at 2020-01-01',
        ],
        plans: { service: 'backend', type: 'data' },
      },
      {
        instruction: 'delete every archived order',
        plans: { service: 'backend', type: 'data' },
      },
    ],
  },
  {
    id: 'automation',
    type: 'guide',
    title: 'Automation: letting your app do the routine work',
    summary:
      'Automatic values, rules that run on changes, functions, settings, deploys and the agent monitor.',
    content: [
      'Automation means things happen by themselves: a date fills itself in, a new task starts as not done, a fresh version of your app goes live when you deploy. Setting these up once saves you work and avoids mistakes.',
      'The simplest automation lives in the database. A default value fills a column when nobody gives one: "new tasks start as not done". Every table also gets a created at column that records, by itself, when each row was added.',
      'Some jobs must not run in the browser, because they use a secret key or talk to another service: sending a welcome e-mail, or checking a payment. These belong in an edge function, a small piece of code that runs on your host when it is called. With hosting connected, instructions about functions are planned against your host like any other change.',
      'Settings that differ between your test and live versions, such as the address of an outside service, are kept on the host as environment variables rather than in your code. Ask for example "set the environment variable PUBLIC_API_URL to https://api.example.com for production": the pages of your site read variables named PUBLIC_… from /env.json, where anyone can see them. Keep secret keys there too, under names without PUBLIC_, never in your screens or in your code.',
      'Each deploy is a complete snapshot of your app. "Deploy to production" publishes the latest version of your main branch; the previous deploys stay available, so "roll back to the previous deploy" puts the last good version back in seconds if something goes wrong.',
      'Finally, the agent monitor on the AI Agent channel keeps an eye on your backend every 30 seconds: whether the database answers, whether access rules are in place and whether queries are slow. When it finds a problem it tells you, and when the fix is simple it proposes one. Changes to your database always wait for your approval.',
    ].join('\n\n'),
    instructions: [
      {
        instruction: 'new tasks start as not done',
        given: ['create a table called tasks with a title and a done checkbox'],
        plans: {
          service: 'backend',
          type: 'data',
          outcome: { tables: { tasks: { defaults: { done: 'false' } } } },
        },
      },
      publicApiUrl,
      {
        instruction: 'Deploy to production',
        plans: {
          service: 'hosting',
          type: 'deploy',
          outcome: { deploys: { live: { branch: 'main', context: 'production' } } },
        },
      },
      {
        instruction: 'roll back to the previous deploy',
        given: ['deploy to production'],
        plans: { service: 'hosting', type: 'deploy', outcome: { deploys: { count: 2 } } },
      },
    ],
  },
  {
    id: 'no-code-builder',
    type: 'guide',
    title: 'Using Bridge Studio with your no-code builder',
    summary:
      'Design the screens in your builder and let Bridge Studio run the database, code and hosting behind them.',
    content: [
      'A no-code builder is where you design what people see: pages, buttons, forms and lists, arranged by dragging rather than coding. Bridge Studio looks after what sits behind those screens: the database, the code repository and the hosting. Use the builder for the front and Bridge Studio for the back.',
      'Create your tables in Bridge Studio before you wire up your screens, so the builder can see real table and column names. Keep those names simple and stable: renaming a column later means updating every screen that uses it.',
      'To show live data, your builder needs to reach your database. Connect a Supabase project to your Bridge Studio project under Settings, Advanced; most builders then ask for that project\'s address and its public key, which you find in your Supabase dashboard. The public key may be used in the browser only because access rules decide what each visitor can see, so add rules such as "each user sees only their own rows" before you go live. Never paste a secret or service key into a builder.',
      "For sign-in, there is nothing to turn on: every project has e-mail and password sign-in ready. Use your builder's sign-in form connected to the same backend. Each person's rows are matched to them by their user ID, so the access rules you created apply straight away.",
      'Many builders can export or sync your app\'s files to GitHub. Point yours at the repository of your Bridge Studio project, then ask Bridge Studio to "deploy main to production". Every deploy is kept, so you can roll back if a change doesn\'t look right.',
      'A calm working rhythm: change your data structure in Bridge Studio, update the screens in your builder, check the result on a preview deploy, then deploy to production. Small steps are easier to check and easier to undo than one big change.',
    ].join('\n\n'),
    instructions: [
      {
        instruction: 'deploy main to production',
        plans: {
          service: 'hosting',
          type: 'deploy',
          outcome: { deploys: { live: { branch: 'main', context: 'production' } } },
        },
      },
    ],
  },
  {
    id: 'project-api',
    type: 'guide',
    title: "Use your project's API",
    summary:
      'The address and the anon key your website or app uses to reach its data, and the key that must stay on a server.',
    content: [
      "Every Bridge Studio project comes with an API: an address on the internet that your website or app talks to when it reads or saves data. It works like Supabase's, so the supabase-js library and most no-code builders that support Supabase can use it. You find it under Settings, Database, and on the Backend tab of the Integrations Hub.",
      'Your app needs two things to connect: the API URL, which is where your project lives, and the anon key, a long code that says which project the request is for. Both are safe to put in your website or app. The short code example next to them shows where they go; replace the table name in its last line with one of your own tables.',
      'The anon key alone does not let anyone see everything. What each person can read or change is decided by row-level security, the access rules on your tables. A visitor who has not signed in gets only what your rules allow everyone; a signed-in user gets what your rules allow them, for example "each user sees only their own rows". Add those rules before you go live, and check the Backend tab: a table with row-level security off is open to anyone with the anon key.',
      'Owners and admins also see a service-role key, hidden until they click Reveal. This key skips row-level security completely: whoever has it can read, change and delete every row. Use it only in code that runs on your own server, such as a job that sends e-mails, and never put it in a website, an app, a no-code builder or a public repository. Editors and viewers never see it.',
      'If you think the service-role key has leaked, type "rotate the API keys". That makes new keys and stops the old ones working at once. It is a high-risk change: everyone signed in to your app is signed out, and anything that still holds the old keys, such as your own server, needs the new ones.',
    ].join('\n\n'),
    instructions: [
      { instruction: 'rotate the API keys', plans: { service: 'backend', type: 'data' } },
    ],
  },
  {
    id: 'going-live',
    type: 'guide',
    title: 'Putting your app online: deploys, previews and rollback',
    summary: 'Publish your site, try a change on a preview first, and go back if something breaks.',
    content: [
      'Putting your app online is called deploying, or publishing. Each project has its own web address, shown on the Hosting tab of the Integrations Hub. Type "deploy to production" and Bridge Studio copies the latest version of your main branch to that address. Visitors see the new version as soon as the deploy is live.',
      'Not sure about a change yet? Ask for a preview instead: "deploy feature-login as a preview". A preview gets its own private address, so you can click through it and share it with a friend, while the live site stays exactly as it was. Previews never replace what your visitors see.',
      'Every deploy is kept as a complete snapshot. If a new version has a problem, type "roll back to the previous deploy" and the last good version goes back online in seconds. Rollback only goes to older versions that were live before.',
      'Settings your site needs, such as the address of another service, are stored as environment variables: "set the environment variable PUBLIC_API_URL to https://api.example.com for production". Names starting with PUBLIC_ can be read by your pages; keep secret keys under other names, and never in your page code.',
      'To use your own domain name, type "add the domain shop.example.com". Bridge Studio shows the DNS records to add at the company where you bought the domain, including a TXT record that proves the domain is yours. The domain shows as waiting until that record is found, and only then starts serving your site.',
    ].join('\n\n'),
    instructions: [
      {
        instruction: 'deploy to production',
        plans: {
          service: 'hosting',
          type: 'deploy',
          outcome: { deploys: { live: { branch: 'main', context: 'production' } } },
        },
      },
      {
        instruction: 'deploy feature-login as a preview',
        given: ['create a branch called feature-login'],
        plans: {
          service: 'hosting',
          type: 'deploy',
          outcome: { deploys: { latest: { branch: 'feature-login', context: 'deploy-preview' } } },
        },
      },
      {
        instruction: 'roll back to the previous deploy',
        given: ['deploy to production'],
        plans: { service: 'hosting', type: 'deploy' },
      },
      publicApiUrl,
      {
        instruction: 'add the domain shop.example.com',
        plans: { service: 'hosting', type: 'domain', outcome: { domains: ['shop.example.com'] } },
      },
    ],
  },
  {
    id: 'access-rules',
    type: 'guide',
    title: 'Who can see what: access rules and row-level security',
    summary:
      'Keep each person’s data private, open some tables to everyone, and check nothing is left open.',
    content: [
      'Your app reaches its database over the internet with a public key that anyone could copy from your site. What stops strangers from reading everything is a set of access rules on each table. Their technical name is row-level security, often shortened to RLS.',
      'The most common rule is "each user sees only their own rows". Add it to an instruction, for example "create a table called notes with a title, each user sees only their own rows", and Bridge Studio adds a column that remembers who created each row and rules that let people read and change only theirs.',
      'Some information is meant for everyone, such as products in a shop or blog posts. Say so in plain words: "anyone can read products" or "anyone can read posts, only the author can change them". Rules that open data to everyone are marked at least medium risk, with the reason, so you always notice them.',
      'A table with row-level security turned off is open to anyone who has your public key. The agent monitor checks for such tables and offers a fix, and the Backend tab lists which tables are protected. Switching protection off is planned as a high-risk change, with a safer rule suggested instead.',
      'To check your rules, sign up in your own app as two different people and add a row as each. Each should see only their own. In the studio, the Data view shows every row whatever the rules say, because you are the owner of the project.',
    ].join('\n\n'),
    instructions: [
      {
        instruction: 'create a table called notes with a title, each user sees only their own rows',
        plans: {
          service: 'backend',
          type: 'schema',
          outcome: {
            tables: { notes: { columns: { title: 'text', user_id: 'uuid' }, rls: true } },
          },
        },
      },
      {
        instruction: 'anyone can read products',
        given: ['create a table called products with a name and a price'],
        plans: {
          service: 'backend',
          type: 'data',
          outcome: { tables: { products: { policies: 1 } } },
        },
      },
      {
        instruction: 'anyone can read posts, only the author can change them',
        given: ['create a table called posts with a title and a body'],
        plans: {
          service: 'backend',
          type: 'data',
          outcome: { tables: { posts: { columns: { user_id: 'uuid' } } } },
        },
      },
    ],
  },
  {
    id: 'versions-and-branches',
    type: 'guide',
    title: 'Versions and branches: trying ideas without breaking anything',
    summary: 'Your app’s history, branches for experiments, and merging them back.',
    content: [
      'Every project keeps its files in a repository: a history of every version, with who changed what and when. Nothing saved there is ever lost, so you can always look back or go back.',
      'A branch is a separate copy of your app where you can try an idea. Type "create a branch called feature-login", make your changes there, and deploy it as a preview to see it running. The main branch, which is what goes live, is not touched.',
      'When you are happy, "merge feature-login into main" brings the changes back. Merging into main is marked medium risk because main is what your visitors will get at the next deploy. If two branches changed the same lines, the plan says so before anything happens.',
      'The project page lists your branches and the latest commits on the current one, the saved steps of your work. Connect your GitHub account under Settings, Advanced when you want your repository on GitHub too; the same instructions then work there.',
    ].join('\n\n'),
    instructions: [...branchAndMerge],
  },
  {
    id: 'undo-and-history',
    type: 'guide',
    title: 'Undo and your history: putting things back',
    summary: 'Every change is recorded; most can be reversed with one click.',
    content: [
      'Every plan you run is kept in your project’s history with its result: what you asked, what changed, who ran it and when. You find it in the activity list of the studio.',
      'When Bridge Studio knows the exact reverse of a change, the history shows an Undo button next to it: a column it just added is removed again, a deploy is rolled back to the version before, a branch it created is deleted. Undo is itself planned and checked before it runs.',
      'Some changes cannot be reversed exactly, and the plan says so before you run them. That is why anything that deletes or overwrites information is marked high risk and asks you to confirm first. If you might want something back, prefer an "archived" checkbox over deleting.',
      'If something changed since the original plan, for example someone else edited the same table, undo stops and asks you to plan again rather than guess.',
    ].join('\n\n'),
  },
  {
    id: 'app-sign-in',
    type: 'guide',
    title: 'Sign-in for the people who use your app',
    summary: 'Let visitors create accounts with e-mail and password, and look after them.',
    content: [
      'The people who use your app, your end users, sign up and sign in with their e-mail address and a password. Every project has this ready: your site talks to its own sign-in service at its own address, and the supabase-js library your templates use handles the forms for you.',
      'Once someone is signed in, every row they add can carry their user ID, and access rules such as "each user sees only their own rows" use it to keep their data private.',
      'Passwords are never stored as typed: only a one-way fingerprint is kept. Forgotten passwords can be reset by e-mail. You decide, under Settings, Database, whether new accounts must confirm their e-mail address before they can sign in.',
      'The Authentication view of your project lists your end users with when they joined and when they last signed in. From there you can send someone a password reset or remove an account.',
    ].join('\n\n'),
  },
  {
    id: 'files-and-images',
    type: 'guide',
    title: 'Files and images: storage for your app',
    summary: 'Let people upload pictures and documents, kept private or shared publicly.',
    content: [
      'Photos, documents and other files are kept in storage buckets, a bit like shared folders. Ask for one in plain words: "let people upload product images" or "add a private bucket for invoices".',
      'A public bucket is for files anyone may see, such as product photos: each file gets a web address. A private bucket is for files only the right people may open: access rules decide who, just as for tables. Signed-in users can upload, and each can replace or delete only their own files.',
      'Every bucket has a size limit per file, and your plan sets how much storage a project may use in total. An upload that is too large is refused with a clear message and nothing is stored.',
    ].join('\n\n'),
    instructions: [
      {
        instruction: 'let people upload product images',
        plans: { service: 'backend', type: 'storage', outcome: { buckets: ['product-images'] } },
      },
      {
        instruction: 'add a private bucket for invoices',
        plans: { service: 'backend', type: 'storage', outcome: { buckets: ['invoices'] } },
      },
    ],
  },
  {
    id: 'teams',
    type: 'guide',
    title: 'Working with your team: roles and invitations',
    summary: 'Invite people to a project and decide what each of them may do.',
    content: [
      'Invite a co-founder, a freelancer or a friend from Settings, Team. They receive an invitation by e-mail and join the project once they accept.',
      'Each person has a role. Owners can do everything, including deleting the project. Admins manage the team and settings and can run high-risk changes. Editors plan and run everyday changes and deploys. Viewers can look at everything but change nothing.',
      'Everything your team does is recorded in the project’s history, so you can always see who ran which change and undo it when needed.',
    ].join('\n\n'),
  },
];
