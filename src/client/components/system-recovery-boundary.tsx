import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isAutoRecoverable } from '@shared/constants/errors';
import { ERROR_BOUNDARY_RETRY_MS, RETRY_CAP } from '@shared/constants/timings';
import { SystemRecoveryScreen } from './system-recovery-screen';

export interface SystemRecoveryBoundaryProps {
  children: ReactNode;
  /** When this value changes (for example the path), a shown error is cleared and the count reset. */
  resetKey?: unknown;
  /** Wraps the screen in a <main> landmark when the boundary sits outside the app shell. */
  standalone?: boolean;
}

interface State {
  error: Error | null;
  /** Automatic retries used so far; a manual retry resets it. */
  autoRetries: number;
  autoRetryPending: boolean;
}

const toError = (value: unknown) => (value instanceof Error ? value : new Error(String(value)));

/**
 * Catches render errors and shows System Recovery Mode. Chunk, loading, network and backend
 * failures are retried by themselves up to 3 times, 2 s apart.
 */
export class SystemRecoveryBoundary extends Component<SystemRecoveryBoundaryProps, State> {
  override state: State = { error: null, autoRetries: 0, autoRetryPending: false };
  private timer: ReturnType<typeof setTimeout> | null = null;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: toError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const { message } = toError(error);
    console.error('[Bridge Studio] System Recovery Mode:', error, info.componentStack);
    if (this.timer === null && isAutoRecoverable(message) && this.state.autoRetries < RETRY_CAP) {
      this.setState({ autoRetryPending: true });
      this.timer = setTimeout(() => {
        this.timer = null;
        this.setState((state) => ({
          error: null,
          autoRetries: state.autoRetries + 1,
          autoRetryPending: false,
        }));
      }, ERROR_BOUNDARY_RETRY_MS);
    }
  }

  override componentDidUpdate(previous: SystemRecoveryBoundaryProps): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.reset();
  }

  override componentWillUnmount(): void {
    this.clearTimer();
  }

  private clearTimer() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private reset = () => {
    this.clearTimer();
    this.setState({ error: null, autoRetries: 0, autoRetryPending: false });
  };

  override render(): ReactNode {
    const { error, autoRetries, autoRetryPending } = this.state;
    if (!error) return this.props.children;
    const Wrapper = this.props.standalone ? 'main' : 'div';
    return (
      <Wrapper className="px-4 py-12">
        <SystemRecoveryScreen
          message={error.message || 'Something went wrong.'}
          onRetry={this.reset}
          autoRetryAttempt={autoRetryPending ? autoRetries + 1 : undefined}
        />
      </Wrapper>
    );
  }
}
