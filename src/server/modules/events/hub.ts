import type { ServerEvent } from '@shared/contracts/events';

/** Who receives an event: one stream, every stream of one user, or (neither named) everyone. */
export interface Audience {
  userId?: string;
  clientId?: string;
}

export type EventListener = (event: ServerEvent, audience: Audience) => void;

/**
 * Where the server publishes the events of @shared/contracts/events. Publishers never see the
 * open streams: each server's EventStreams subscribes and delivers to its own. This server runs
 * InProcessEventHub; with several servers a Postgres LISTEN/NOTIFY hub fills the same interface
 * (publish = NOTIFY, subscribe = LISTEN on one channel).
 */
export interface EventHub {
  publish(event: ServerEvent, audience?: Audience): void;
  subscribe(listener: EventListener): () => void;
}

/** Delivers to this process's subscribers only, synchronously. */
export class InProcessEventHub implements EventHub {
  private readonly listeners = new Set<EventListener>();

  publish(event: ServerEvent, audience: Audience = {}): void {
    for (const listener of this.listeners) listener(event, audience);
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
