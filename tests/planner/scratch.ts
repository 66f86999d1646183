import { planInstruction } from '@shared/planner';
import { contextAfter } from './helpers';
const ctx = contextAfter(
  'create a tasks table with title, done (checkbox), status, score (whole number) and due date',
  'create a customers table with name, email and phone',
  'create a products table with name, price and stock (whole number)',
);
for (const i of process.argv.slice(2)) {
  const r = planInstruction(i, { context: ctx });
  console.log('>>', i);
  if (r.ok) console.log(r.plan.type, r.plan.risk, JSON.stringify(r.plan.steps), r.plan.commands, r.plan.explanation);
  else console.log('NO', JSON.stringify(r.clarification ?? r.action ?? r.notUnderstood));
}
