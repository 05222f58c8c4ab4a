// What a service can refuse, in words the routes turn into HTTP answers.

/** The request is well-formed but cannot be accepted (the route answers 400, 403, 404, 410 or 422). */
export class RequestRejected extends Error {
  constructor(
    readonly reason:
      | 'invalid'
      | 'undeliverable'
      | 'idempotency-conflict'
      /** No plan under this identifier (or, for a sealed plan, none this key opens). */
      | 'not-found'
      /** The plan was deleted. */
      | 'gone'
      /** The owner key is not this plan's (or the plan has no owner: saved before owner keys). */
      | 'not-owner',
    message: string,
  ) {
    super(message);
    this.name = 'RequestRejected';
  }
}

/** Too many mail requests from one client or to one address (the route answers 429). */
export class RateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many requests: please try again later');
    this.name = 'RateLimited';
  }
}

/** As many mail jobs wait as may (the route answers 503 with Retry-After). */
export class MailJobsFull extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many emails are waiting to be sent: please try again later');
    this.name = 'MailJobsFull';
  }
}
