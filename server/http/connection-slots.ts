// Who holds the server's connections, and who gives one up when they are all taken (issue 23,
// point 9). Refusing every new connection at the limit let 10 addresses holding 500 idle
// keep-alive connections (one GET every 4 s each) lock everyone else out: 20 of 20 attempts
// reset. Now a new connection at the limit takes the slot of the connection that has been idle
// longest (no request in the app; a keep-alive connection between requests, or one that has not
// sent a whole request yet); only when every connection has a request in the app is the new one
// refused. Closing an idle keep-alive connection loses nothing: the client opens another for its
// next request, as it does whenever a server closes one. One client address (an IPv6 client's
// /56) still holds at most maxPerClient connections, so a single host cannot take every slot.
import type { Socket } from 'node:net';
import { clientNetwork } from '../services/client-network';

export interface SlotLimits {
  maxConnections: number;
  /** undefined: no per-client share (behind a proxy every connection comes from the proxy). */
  maxPerClient?: number;
}

export class ConnectionSlots {
  private readonly open = new Map<Socket, { client: string; inFlight: number }>();
  /** Idle connections in the order they became idle: the first has been idle longest. */
  private readonly idle = new Set<Socket>();
  private readonly perClient = new Map<string, number>();

  constructor(private readonly limits: SlotLimits) {}

  /** A new connection: kept (true), or destroyed at once when there is no room for it. */
  admit(socket: Socket): boolean {
    const client = clientNetwork(socket.remoteAddress ?? '');
    const { maxConnections, maxPerClient } = this.limits;
    if (maxPerClient !== undefined && (this.perClient.get(client) ?? 0) >= maxPerClient) {
      socket.destroy();
      return false;
    }
    if (this.open.size >= maxConnections) {
      const longestIdle = this.idle.values().next();
      if (longestIdle.done) {
        socket.destroy();
        return false;
      }
      this.release(longestIdle.value);
      longestIdle.value.destroy();
    }
    this.open.set(socket, { client, inFlight: 0 });
    // Idle until its first request arrives, and the newest idle one: given up last.
    this.idle.add(socket);
    this.perClient.set(client, (this.perClient.get(client) ?? 0) + 1);
    socket.once('close', () => this.release(socket));
    return true;
  }

  /** Requests of this connection in the app now. */
  inFlight(socket: Socket): number {
    return this.open.get(socket)?.inFlight ?? 0;
  }

  requestStarted(socket: Socket): void {
    const slot = this.open.get(socket);
    if (!slot) return;
    slot.inFlight += 1;
    this.idle.delete(socket);
  }

  requestEnded(socket: Socket): void {
    const slot = this.open.get(socket);
    if (!slot) return;
    slot.inFlight = Math.max(0, slot.inFlight - 1);
    // Re-inserted, so the set stays ordered by the time each connection became idle.
    if (slot.inFlight === 0) this.idle.add(socket);
  }

  /** Forgets a connection (closed, or given up for a new one); safe to call twice. */
  private release(socket: Socket): void {
    const slot = this.open.get(socket);
    if (!slot) return;
    this.open.delete(socket);
    this.idle.delete(socket);
    const left = (this.perClient.get(slot.client) ?? 1) - 1;
    if (left > 0) this.perClient.set(slot.client, left);
    else this.perClient.delete(slot.client);
  }
}
