import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { serverEvent, type ServerEvent } from '@shared/contracts/events';
import type { Audience, EventHub } from './hub';

interface Client {
  id: string;
  userId: string | null;
  /** Whose stream it is for the per-owner limit: the user, or the address when signed out. */
  owner: string;
  send(chunk: string): void;
  end(): void;
}

const HEARTBEAT_MS = 25_000;

/**
 * One unnamed SSE message per event, its data the whole typed event as the contract reads it
 * (unnamed fields dropped), or null when it does not match: the browser reads events by type
 * (decision 037), as the HTTP serializer checks answers before they are sent.
 */
function formatEvent(event: ServerEvent): string | null {
  const checked = serverEvent.safeParse(event);
  return checked.success ? `data: ${JSON.stringify(checked.data)}\n\n` : null;
}

/** The /api/events streams open on this server, fed by the hub it subscribes to. */
export class EventStreams {
  private readonly clients = new Map<string, Client>();
  private heartbeat: NodeJS.Timeout | undefined;
  private readonly unsubscribe: () => void;

  constructor(
    hub: EventHub,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {
    this.unsubscribe = hub.subscribe((event, audience) => this.deliver(event, audience));
  }

  add(
    userId: string | null,
    owner: string,
    send: (chunk: string) => void,
    end: () => void,
  ): string {
    const id = randomUUID();
    this.clients.set(id, { id, userId, owner, send, end });
    this.heartbeat ??= setInterval(
      () => this.broadcastRaw(': heartbeat\n\n'),
      HEARTBEAT_MS,
    ).unref();
    return id;
  }

  remove(id: string) {
    this.clients.delete(id);
    if (this.clients.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
    }
  }

  /** How many streams one owner has open on this server. */
  streamsOf(owner: string): number {
    let count = 0;
    for (const client of this.clients.values()) if (client.owner === owner) count++;
    return count;
  }

  /** Users with at least one stream open on this server (their status shows as online). */
  onlineUserIds(): Set<string> {
    return new Set([...this.clients.values()].flatMap((c) => (c.userId ? [c.userId] : [])));
  }

  closeAll() {
    for (const client of this.clients.values()) client.end();
    this.clients.clear();
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  /** Stops listening to the hub, for a server that is shutting down. */
  close() {
    this.unsubscribe();
    this.closeAll();
  }

  private deliver(event: ServerEvent, audience: Audience) {
    if (this.clients.size === 0) return;
    const chunk = formatEvent(event);
    if (chunk === null) {
      this.log.error({ type: event.type }, 'events: not sent, it does not match its contract');
      return;
    }
    for (const client of this.clients.values()) {
      if (audience.clientId && client.id !== audience.clientId) continue;
      if (audience.userId && client.userId !== audience.userId) continue;
      client.send(chunk);
    }
  }

  private broadcastRaw(chunk: string) {
    for (const client of this.clients.values()) client.send(chunk);
  }
}
