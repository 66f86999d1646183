import type { NotUnderstood } from '@shared/contracts/plan';

/**
 * Database commands that hand out roles or privileges, typed into the chat ("GRANT ALL … TO anon",
 * "set role postgres"): no founder's request needs them, and a plan that read the rest of the
 * sentence would quietly drop what was asked. The whole instruction is refused instead.
 */
const PRIVILEGE_SQL = new RegExp(
  [
    String.raw`\bgrant\s+(?:all|select|insert|update|delete|usage|execute|create|connect|temporary|truncate|references|trigger)\b[\w\s,()]*?\bon\b[\s\S]*?\bto\s+\w+`,
    String.raw`\bgrant\s+\w+\s+to\s+(?:anon|authenticated|public|postgres|service_role|authenticator)\b`,
    String.raw`\brevoke\s+[\w\s,()]+?\b(?:on|from)\b`,
    String.raw`\b(?:set|reset)\s+role\b`,
    String.raw`\bset\s+session\s+authorization\b`,
    String.raw`\b(?:alter|create|drop)\s+(?:role|user)\s+\w+\s*(?:with|superuser|login|password|;|$)`,
    String.raw`\bsecurity\s+definer\b`,
    String.raw`\bcopy\b[\s\S]*?\b(?:to|from)\s+program\b`,
    String.raw`\bpg_(?:read_file|read_binary_file|ls_dir|execute_server_program)\b`,
  ].join('|'),
  'i',
);

export function refusesPrivilegeSql(instruction: string): NotUnderstood | undefined {
  if (!PRIVILEGE_SQL.test(instruction)) return undefined;
  return {
    understood: 'This asks to run database commands that change roles or permissions.',
    message:
      'I never run commands that grant privileges or switch database roles, so nothing will be planned. Who may see or change rows is set with rules in plain words.',
    examples: [
      'Anyone can read products, only signed-in users can add them',
      'Each user sees only their own orders',
      'Show me all the customers',
    ],
  };
}
