/** The e2e server's OPERATOR_EMAIL: the account that reads Contact page messages. */
export const E2E_OPERATOR_EMAIL = 'operator@e2e.example.com';
