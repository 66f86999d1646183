import { randomUUID } from 'node:crypto';
import type { EventType } from '@shared/contracts/events';

interface Client {
  id: string;
  userId: string | null;
  /** Whose stream it is for the per-owner limit: the user, or the address when signed out. */
  owner: string;
  send(chunk: string): void;
  end(): void;
}

const HEARTBEAT_MS = 25_000;

/** Fans server-sent events out to the open /api/events streams. */
export class EventHub {
  private readonly clients = new Map<string, Client>();
  private heartbeat: NodeJS.Timeout | undefined;

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

  /** Sends to one client, to every stream of a user, or to everyone when no user is named. */
  publish(type: EventType, data: unknown, target: { userId?: string; clientId?: string } = {}) {
    const chunk = format(type, data);
    for (const client of this.clients.values()) {
      if (target.clientId && client.id !== target.clientId) continue;
      if (target.userId && client.userId !== target.userId) continue;
      client.send(chunk);
    }
  }

  /** How many streams one owner has open. */
  streamsOf(owner: string): number {
    let count = 0;
    for (const client of this.clients.values()) if (client.owner === owner) count++;
    return count;
  }

  /** Users with at least one open stream (their status shows as online). */
  onlineUserIds(): Set<string> {
    return new Set([...this.clients.values()].flatMap((c) => (c.userId ? [c.userId] : [])));
  }

  closeAll() {
    for (const client of this.clients.values()) client.end();
    this.clients.clear();
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  private broadcastRaw(chunk: string) {
    for (const client of this.clients.values()) client.send(chunk);
  }
}

export const format = (type: string, data: unknown) =>
  `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
