import type { HelpGlossaryEntry } from '../schemas';

/** Plain-language meanings of the terms founders meet first. */
export const glossary: readonly HelpGlossaryEntry[] = [
  {
    id: 'table',
    type: 'glossary',
    title: 'Table',
    term: 'Table',
    meaning:
      'A named collection of one kind of thing in your database, such as customers or orders.',
    content: [
      'A table is like one tab of a spreadsheet: it holds one kind of thing, such as customers, orders or tasks. Each thing is a row, and each detail about it is a column.',
      'Apps usually have a handful of tables that point to each other, for example an orders table where every order points to a customer.',
    ].join('\n\n'),
  },
  {
    id: 'row',
    type: 'glossary',
    title: 'Row',
    term: 'Row',
    meaning: 'One single record in a table: one customer, one order, one task.',
    content: [
      'A row is one entry in a table, like one line in a spreadsheet. In a customers table, each row is one customer with their own name and email.',
      'Access rules work row by row: "each user sees only their own rows" means a person can read only the rows that belong to them.',
    ].join('\n\n'),
  },
  {
    id: 'column',
    type: 'glossary',
    title: 'Column',
    term: 'Column',
    meaning: 'One detail that every row of a table has, such as a name, a price or a due date.',
    content: [
      'A column is like a spreadsheet heading: name, email, price. Every row in the table has a value for it, or is left empty when the column allows that.',
      'Each column holds one kind of value, such as text, a number, a date or yes-or-no, so the database can keep the data tidy and sort it correctly.',
    ].join('\n\n'),
  },
  {
    id: 'id',
    type: 'glossary',
    title: 'ID',
    term: 'ID',
    meaning:
      'A unique label every row gets automatically, so it can always be found and pointed to.',
    content: [
      "An ID (short for identifier) is like a parcel's tracking number: no two rows share one, and it never changes, even when the name or email in the row does.",
      "Rows in one table point to rows in another by storing their ID. An order stores its customer's ID rather than a copy of the customer's details.",
    ].join('\n\n'),
  },
  {
    id: 'api',
    type: 'glossary',
    title: 'API',
    term: 'API',
    meaning: 'The doorway one program uses to ask another program for data or to do something.',
    content: [
      "API stands for application programming interface. Think of a restaurant: you don't walk into the kitchen, you give your order to the waiter, who brings back your food. The API is the waiter between your screens and your database or another service.",
      "Your no-code builder uses your backend's API to read and save data. Access rules decide what each request may see, so the API is safe to use from a public website.",
    ].join('\n\n'),
  },
  {
    id: 'auth',
    type: 'glossary',
    title: 'Auth',
    term: 'Auth',
    meaning: 'Short for authentication: how your app knows who someone is, and what they may do.',
    content: [
      'Auth covers signing up, signing in and signing out. Once someone is signed in, your app knows their user ID, and the database uses it to decide which rows they may see or change.',
      'It is like a building pass: the pass says who you are, and the doors you can open depend on it. In Bridge Studio, every project has e-mail and password sign-in ready from the start.',
    ].join('\n\n'),
  },
  {
    id: 'edge-function',
    type: 'glossary',
    title: 'Edge Function',
    term: 'Edge Function',
    meaning:
      'A small piece of server code that runs on demand, for jobs that must not happen in the browser.',
    content: [
      'An edge function is a short program that runs on your host, close to your visitors, only when it is called. Use one for jobs that need a secret key or another service, such as sending an e-mail or confirming a payment.',
      "Because it runs on the server and not in the visitor's browser, secret keys stay hidden. It runs only when something calls it.",
    ].join('\n\n'),
  },
];
