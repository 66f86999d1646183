import type { ContactPage, ProjectNotice, StaticPage, ThirdParty } from './schemas';

/** Date of the last change to the legal pages; update it with every change to their text. */
const LEGAL_UPDATED = '2026-11-22';

/** Shown on every static page and in the footer panel. */
export const independentProjectNotice: ProjectNotice = {
  title: 'Independent Project Notice',
  text: 'Bridge Studio is an independent project. It is not affiliated with, endorsed by or sponsored by the platforms it connects to, including GitHub, Netlify, Supabase, PayPal or any no-code builder. Their names and trademarks belong to their owners and are used here only to say what Bridge Studio works with.',
};

/** The outside companies Bridge Studio works with, listed on the static pages. */
export const thirdParties: readonly ThirdParty[] = [
  {
    id: 'no-code-builder',
    name: 'Your no-code builder',
    role: "Where you design your app's screens. You choose the builder and use it under its own terms; Bridge Studio never signs in to it for you.",
  },
  {
    id: 'supabase',
    name: 'Supabase',
    role: 'Backend platform: the database, sign-ins and file storage of any project you connect to your own Supabase account.',
    website: 'https://supabase.com',
  },
  {
    id: 'github',
    name: 'GitHub',
    role: "Version-control host: keeps your project's code and its history when you connect your GitHub account.",
    website: 'https://github.com',
  },
  {
    id: 'netlify',
    name: 'Netlify',
    role: 'Hosting service: publishes your app on the internet when you connect your Netlify account.',
    website: 'https://www.netlify.com',
  },
  {
    id: 'paypal',
    name: 'PayPal',
    role: 'Processes subscription payments. Your card or PayPal details go to PayPal and never reach us.',
    website: 'https://www.paypal.com',
  },
];

export const aboutPage: StaticPage = {
  title: 'Why Bridge Studio',
  intro:
    'Bridge Studio exists so that people with a good idea and no engineering team can still build software that is real, safe and their own.',
  sections: [
    {
      heading: 'The problem we saw',
      paragraphs: [
        "Founders can design an app's screens in a no-code builder in an afternoon. Then they reach the hidden part: the database, the rules about who may see what, the code history and the hosting. Each is a separate service with its own dashboard and its own vocabulary, and one wrong click can expose customer data or take an app offline.",
        'Most people at that point either stop, or hand their idea to someone else to build. We think neither should be necessary.',
      ],
    },
    {
      heading: 'What Bridge Studio does',
      paragraphs: [
        'You describe what you want in everyday English. Bridge Studio turns it into a plan: what it understood, the exact changes it will make, what could go wrong and how risky it is. When you approve, it makes those changes on a real database, a real code repository and a real host, and keeps a record of each one.',
        'Every project works straight away with built-in services. When you are ready, connect your own GitHub, Netlify or Supabase accounts and carry on with the same instructions.',
      ],
    },
    {
      heading: 'What we believe',
      paragraphs: ['A few principles guide every screen we build:'],
      list: [
        'You should understand every change before it happens.',
        'Safety comes before speed: changes are rehearsed, risky ones need your confirmation, and there is a way back wherever one is possible.',
        'Your app and your data belong to you. Connect your own accounts and take your work with you whenever you like.',
        'Plain words beat jargon. When we have to use a technical term, we explain it.',
      ],
    },
    {
      heading: 'Who it is for',
      paragraphs: [
        'Non-technical founders, creators and small teams who want to build and run their own product, and to understand it well enough to make good decisions about it.',
      ],
    },
  ],
};

export const contactPage: ContactPage = {
  title: 'Contact',
  intro:
    'We read every message. Tell us what you are building and where you are stuck, and we will help you move forward.',
  sections: [
    {
      heading: 'Find an answer straight away',
      paragraphs: [
        'The Help Library answers most questions in seconds: search for a word such as "table", "sign-in" or "deploy", or follow one of the worked examples. The Help Center has the most common questions and a guided tour of the studio.',
      ],
    },
    {
      heading: 'Write to us',
      paragraphs: [
        'Use the form above. Your message is kept on this Bridge Studio server for the people who run it, and e-mailed to them when the server is set up to send e-mail. They answer at the address you give.',
        "If something did not work as expected, tell us the project's name, the instruction you typed and what happened. Never send us passwords or secret keys: we will never ask for them.",
      ],
    },
    {
      heading: 'Reporting a security problem',
      paragraphs: [
        'If you believe you have found a security weakness, send a message with the form and start it with "Security", and please keep the details private until we have replied and fixed it.',
      ],
    },
  ],
  enterprise: {
    title: "Ecosystem Master: let's talk",
    intro:
      'You are here about the Ecosystem Master plan. We set it up together with you, so instead of a checkout we start with a conversation.',
    paragraphs: [
      'Ecosystem Master adds dedicated support, custom integrations and training for your team on top of everything in Bridge Builder. Send us a message with the form below, and we will arrange a call to understand what you need and agree the setup with you. Billing starts only once we have both agreed.',
    ],
    checklist: [
      "Your organisation's name and how many people will use Bridge Studio",
      'The services you use today, such as your database, code host and hosting',
      'Any integration you need that Bridge Studio does not offer yet',
      'Security or compliance requirements we should know about',
      'When you would like to start',
    ],
  },
};

export const privacyPage: StaticPage = {
  title: 'Privacy Policy',
  updated: LEGAL_UPDATED,
  intro:
    'This policy explains what information Bridge Studio keeps, why, who else sees it and what you can do about it. We keep as little as we can, and we never sell it.',
  sections: [
    {
      heading: 'What we keep',
      paragraphs: ['We keep only what we need to run Bridge Studio for you:'],
      list: [
        'Your account: your e-mail address, your first and last name and when you signed up. Your password is never stored as you typed it: we keep only a one-way hash (argon2id) that can check it but cannot be turned back into it.',
        'Your sessions: a random session identifier with the time it was created and last used, so you can see where you are signed in and end any session.',
        'Your projects: their names and descriptions, the databases, code repositories and deploys they contain, and the settings you give them.',
        'Your operations: each instruction you type, the plan we made, whether you ran it and what happened, so you can review your work and undo it.',
        'Your chats: the messages of the AI Agent page, kept per project for you alone (other members of a project do not see them), so they are there after a reload and on your other devices. Deleting a chat session deletes its messages.',
        'Your usage: events such as an operation run or a deploy finished, used only to show you your own analytics.',
        'Connection details: the tokens, keys and connection strings of services you connect. They are encrypted (AES-256-GCM) before they are stored and are never sent back to your browser.',
        'Team invitations: the e-mail address and role of each person you invite to a project.',
      ],
    },
    {
      heading: 'What we do not keep',
      paragraphs: [
        'We never see or store card numbers: payments are handled by PayPal. We do not use advertising trackers or outside analytics services.',
        'Our servers keep short-lived technical logs, such as the time of a request and the address it came from, to keep the service running and to protect it from abuse.',
      ],
    },
    {
      heading: 'Cookies and storage in your browser',
      paragraphs: [
        'We use one cookie: the session cookie that keeps you signed in. It cannot be read by scripts on the page.',
        "Your browser's local storage keeps your theme choice, the project you last opened, where you are in the guided demo, and your Get Started progress until you sign in.",
      ],
    },
    {
      heading: 'Payments',
      paragraphs: [
        "When you subscribe to a paid plan you pay on PayPal's own pages. We receive an order reference, the plan, the amount and whether the payment went through, and keep them for our accounts. PayPal's privacy statement covers the details you give them.",
      ],
    },
    {
      heading: 'Services you connect',
      paragraphs: [
        'When you connect GitHub, Netlify or your own database such as Supabase, Bridge Studio acts on your behalf with the access you grant, and those companies handle your data under their own policies. Disconnecting a service deletes the key we stored for it.',
        "If an AI model is set up for planning, the instruction you type and the context needed to plan it, such as the names of your tables and columns, are sent to that model's provider. Without one, plans are made entirely on our own servers.",
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep your information while your account is open. When you delete your account from your profile, we remove your account, your projects with their databases, repositories and deploys, your operations, chats and usage events, and end all your sessions. Payment records are kept only as long as accounting law requires.',
        'Copies in accounts you connected yourself, such as your GitHub repositories or Netlify sites, stay there: you control them.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'You can change your name, end sessions, disconnect services and delete your account at any time from your profile and settings. To ask what we hold about you, or to have something corrected, contact us and we will answer within 30 days.',
      ],
    },
    {
      heading: 'Keeping it safe',
      paragraphs: [
        "Passwords are hashed, secrets are encrypted, and every request is checked so that nobody can reach another person's projects. No system is perfectly secure; if we learn of a breach that affects you, we will tell you promptly and explain what we are doing about it.",
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'When we change this policy we update the date at the top. If a change affects how your information is used, we tell you by e-mail before it takes effect.',
      ],
    },
  ],
};

export const termsPage: StaticPage = {
  title: 'Terms of Service',
  updated: LEGAL_UPDATED,
  intro:
    'These terms are the agreement between you and Bridge Studio when you use the service. We have kept them short and in plain language; please read them.',
  sections: [
    {
      heading: 'Using Bridge Studio',
      paragraphs: [
        'You may use Bridge Studio if you are old enough to enter into a binding agreement where you live. If you use it for a company, you confirm that you may accept these terms on its behalf.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'Give us a real e-mail address, keep your password to yourself, and tell us straight away if you think someone else is using your account. You are responsible for what happens in your account.',
      ],
    },
    {
      heading: 'What you build belongs to you',
      paragraphs: [
        'Your projects, their code and their data are yours. You allow us to store and process them only as needed to run the service for you, and for nothing else.',
      ],
    },
    {
      heading: 'You approve every change',
      paragraphs: [
        'Bridge Studio proposes a plan; nothing runs until you click Execute, and high-risk changes need a second confirmation. Please read each plan before you run it. We work hard to make plans accurate, but we cannot know your business as you do, so keep your own backup of any data you cannot afford to lose.',
      ],
    },
    {
      heading: 'Services you connect',
      paragraphs: [
        'GitHub, Netlify, Supabase, PayPal and your no-code builder are independent companies. You use them under their own terms, and we are not responsible for their availability, prices or changes.',
      ],
    },
    {
      heading: 'Plans and payments',
      paragraphs: [
        'The Explorer plan is free. Paid plans are billed monthly in US dollars through PayPal, with no setup fees. You can cancel at any time and keep your plan until the end of the month you paid for.',
        'If you are not happy within 30 days of your first payment for a plan, ask us and we will refund it in full. If we change a price, we tell you at least 30 days before it applies to you.',
      ],
    },
    {
      heading: 'Fair use',
      paragraphs: ['To keep Bridge Studio safe for everyone, you agree not to:'],
      list: [
        'build or host anything illegal, or anything that harms, deceives or harasses people;',
        'use Bridge Studio to spread malware or attack other systems;',
        "try to reach other users' projects or data, or get around our limits and security;",
        'overload the service on purpose, or resell it without a written agreement with us.',
      ],
    },
    {
      heading: 'Availability and changes',
      paragraphs: [
        'We work to keep Bridge Studio running and your work safe, but we cannot promise that it will never be interrupted. Features may change over time. Services marked Coming Soon or In Development are plans, not promises of a date.',
      ],
    },
    {
      heading: 'Ending the agreement',
      paragraphs: [
        'You can delete your account whenever you like. We may suspend or close an account that breaks these terms; where we can, we warn you first and give you time to take your work with you.',
      ],
    },
    {
      heading: 'Limits of our responsibility',
      paragraphs: [
        'Bridge Studio is provided as it is. As far as the law allows, we are not responsible for indirect losses such as lost profits, and our total responsibility to you is limited to what you paid us in the twelve months before the problem. Nothing in these terms takes away rights the law gives you.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'When we change these terms we update the date at the top and, for important changes, tell you by e-mail before they take effect. If you keep using Bridge Studio after that, the new terms apply.',
      ],
    },
  ],
};
