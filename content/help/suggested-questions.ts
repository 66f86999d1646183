import type { SuggestedQuestion } from '../schemas';

/** The six questions shown under the help library's search box. */
export const suggestedQuestions: readonly SuggestedQuestion[] = [
  { id: 'what-is-a-table', question: 'What is a table?', query: 'table' },
  {
    id: 'private-rows',
    question: "How do I keep each user's data private?",
    query: 'their own rows',
  },
  { id: 'sign-in', question: 'How do I let people sign in?', query: 'sign-in' },
  { id: 'go-live', question: 'How do I put my app online?', query: 'deploy' },
  { id: 'undo', question: 'Can I undo a change?', query: 'undo' },
  { id: 'builder', question: 'How do I connect my no-code builder?', query: 'no-code builder' },
];
