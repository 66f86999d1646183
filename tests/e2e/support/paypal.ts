/** Credentials the browser tests give both the server and the local fake PayPal. */
export const E2E_PAYPAL = {
  clientId: 'e2e-client-id',
  clientSecret: 'e2e-client-secret-never-in-the-browser',
  webhookId: 'e2e-webhook',
};
