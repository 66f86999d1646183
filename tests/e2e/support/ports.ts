/** The run's main e2e server, and a second one without PayPal (a studio that takes no payments). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const NO_PAYMENTS_PORT = E2E_PORT + 1;
