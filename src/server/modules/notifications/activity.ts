import type { Operation } from '@shared/contracts/operations';
import { hostingOutcome } from '@shared/format/hosting-outcome';
import type { NewNotification } from './service';

/** What a finished operation tells the project's members, in the same words as its toasts. */
export function operationNotice(operation: Operation): NewNotification | null {
  const key = `operation:${operation.id}:${operation.status}`;
  const deploy = operation.steps.some((s) => s.kind === 'hosting.deploy');
  const error = (operation.result as { error?: unknown } | null)?.error;
  const event = deploy
    ? 'deploy_finished'
    : operation.status === 'failed'
      ? 'operation_failed'
      : 'operation_succeeded';
  switch (operation.status) {
    case 'succeeded':
      return deploy
        ? {
            key,
            event,
            type: 'success',
            // A preview says where it can be seen; only a production deploy is "live".
            title:
              hostingOutcome(operation.steps, operation.result)?.title ?? 'Deployment successful',
            message: hostingOutcome(operation.steps, operation.result)?.message ?? '',
          }
        : {
            key,
            event,
            type: 'success',
            title: 'Operation executed',
            message: operation.explanation,
          };
    case 'failed':
      return {
        key,
        event,
        type: 'error',
        title: deploy ? 'Deployment failed' : 'Execution failed',
        message:
          typeof error === 'string'
            ? error
            : 'Operation failed. Please check your connection and try again.',
      };
    case 'undone':
      return {
        key,
        event,
        type: 'info',
        title: 'Change undone',
        message: `Undid: ${operation.instruction}`,
      };
    default:
      return null;
  }
}

/** Once per PayPal subscription, when it becomes active. */
export function paymentNotice(subscriptionId: string, planName: string): NewNotification {
  return {
    key: `payment:${subscriptionId}`,
    type: 'success',
    title: 'Payment Successful! 🎉',
    message: `Your monthly ${planName} subscription is active. It renews each month until you cancel it in Settings.`,
  };
}
