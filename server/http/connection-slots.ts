// Who holds the server's connections, and who gives one up when they are all taken. Refusing every new connection at the limit let 10 addresses holding 500 idle
// keep-alive connections lock everyone else out; later, 500 connections that each sent a save's
// headers and then nothing did the same, since a request waiting for its body counted as busy.
// Now a new connection at the limit takes the slot of the connection that has waited longest
// without giving the app anything to work on: idle (a keep-alive connection between requests, or
// one that has not sent a whole request's headers yet) or waiting for a body that does not come.
// Only when every connection has a request the app is working on is the new one refused.
// Closing such a connection loses nothing the server holds: an idle client opens another for its
// next request, and a body that never arrived was never stored. One client address (an IPv6
// client's /56) still holds at most maxPerClient connections, so a single host cannot take every
// slot.
import type { Socket } from 'node:net';
import { clientNetwork } from '../services/client-network';

export interface SlotLimits {
  maxConnections: number;
  /** undefined: no per-client share (behind a proxy every connection comes from the proxy). */
  maxPerClient?: number;
}

interface Slot {
  client: string;
  /** Requests of this connection in the app. */
  inFlight: number;
  /** Of those, the ones whose body has not arrived yet. */
  awaitingBody: number;
}

export class ConnectionSlots {
  private readonly open = new Map<Socket, Slot>();
  /**
   * Connections that give the app nothing to work on, in the order they became so: the first
   * has waited longest and gives way first.
   */
  private readonly waiting = new Set<Socket>();
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
      const longestWaiting = this.waiting.values().next();
      if (longestWaiting.done) {
        socket.destroy();
        return false;
      }
      this.release(longestWaiting.value);
      longestWaiting.value.destroy();
    }
    this.open.set(socket, { client, inFlight: 0, awaitingBody: 0 });
    this.waiting.add(socket); // until its first request arrives; the newest gives way last
    this.perClient.set(client, (this.perClient.get(client) ?? 0) + 1);
    socket.once('close', () => this.release(socket));
    return true;
  }

  /** Requests of this connection in the app now. */
  inFlight(socket: Socket): number {
    return this.open.get(socket)?.inFlight ?? 0;
  }

  /**
   * A request reached the app; `awaitsBody` while its body has yet to arrive. Returns what to
   * call when the body has arrived and when the request is answered (each at most once counts).
   */
  requestStarted(socket: Socket, awaitsBody: boolean): { bodyArrived(): void; ended(): void } {
    const slot = this.open.get(socket);
    let waitingForBody = awaitsBody;
    if (slot) {
      slot.inFlight += 1;
      if (awaitsBody) slot.awaitingBody += 1;
      this.update(socket, slot);
    }
    const bodyArrived = () => {
      if (!waitingForBody) return;
      waitingForBody = false;
      const current = this.open.get(socket);
      if (!current) return;
      current.awaitingBody -= 1;
      this.update(socket, current);
    };
    return {
      bodyArrived,
      ended: () => {
        bodyArrived();
        const current = this.open.get(socket);
        if (!current) return;
        current.inFlight = Math.max(0, current.inFlight - 1);
        this.update(socket, current);
      },
    };
  }

  /** Keeps `waiting` true to the slot; re-inserted, so the set stays in the order of waiting. */
  private update(socket: Socket, slot: Slot): void {
    const givesNothing = slot.inFlight === slot.awaitingBody;
    if (!givesNothing) this.waiting.delete(socket);
    else if (!this.waiting.has(socket)) this.waiting.add(socket);
  }

  /** Forgets a connection (closed, or given up for a new one); safe to call twice. */
  private release(socket: Socket): void {
    const slot = this.open.get(socket);
    if (!slot) return;
    this.open.delete(socket);
    this.waiting.delete(socket);
    const left = (this.perClient.get(slot.client) ?? 1) - 1;
    if (left > 0) this.perClient.set(slot.client, left);
    else this.perClient.delete(slot.client);
  }
}
