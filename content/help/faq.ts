import type { FaqEntry } from '../schemas';

/** The four questions of the Help Center. */
export const faq: readonly FaqEntry[] = [
  {
    id: 'need-to-code',
    question: 'Do I need to know how to code?',
    answer:
      'No. You describe what you want in everyday English and Bridge Studio turns it into the exact changes, then shows you a plan in plain words before anything happens. The technical details are there if you are curious, but you never have to write them yourself.',
  },
  {
    id: 'is-it-safe',
    question: 'Can Bridge Studio break my app or lose my data?',
    answer:
      'Every change is shown as a plan first, with a risk level. Database changes are rehearsed and thrown away before you decide, anything that deletes or overwrites data needs your confirmation, and your history keeps every operation with an Undo button wherever the change can be reversed. Rows you delete in the Data view can be put back with Undo; a delete planned from an instruction cannot, so its plan always warns you first.',
  },
  {
    id: 'own-accounts',
    question: 'Do I need GitHub, Netlify or Supabase accounts?',
    answer:
      'Not to start. Every project comes with its own database, code repository and hosting, ready to use. When you want your project on your own accounts, connect them from Settings, Advanced, and Bridge Studio carries on with the same instructions against the real services. The keys you give us are stored encrypted and never sent back to your browser.',
  },
  {
    id: 'cost',
    question: 'How much does it cost?',
    answer:
      'You can start on the free Explorer plan. Paid plans add unlimited projects, team collaboration and priority support; the Pricing page lists what each one includes. Payments go through PayPal, you can cancel at any time, and there is a 30-day money-back guarantee.',
  },
];
