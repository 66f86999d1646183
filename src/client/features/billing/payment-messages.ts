/** The payment toasts, and our own plain words around them. */
export const PAYMENT_TOASTS = {
  loadingError: {
    title: 'Payment provider loading error',
    message: 'Failed to load the provider. Please refresh and try again.',
  },
  notReady: {
    title: 'Payment provider not ready',
    message: 'The provider is still loading. Please wait a moment.',
  },
  notConfigured: {
    title: 'Payment provider not ready',
    message: 'Payments are not configured on this server yet (provider not configured).',
  },
  error: 'Payment Error',
  subscriptionStarted: {
    title: 'Subscription started',
    message: 'Taking you to PayPal to approve the monthly payment…',
  },
  cancelled: 'Subscription cancelled',
  success: 'Payment Successful! 🎉',
  freeActivated: { title: 'Explorer plan active', message: 'Your free plan is ready to use.' },
} as const;
