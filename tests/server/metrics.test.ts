// GET /metrics (issue 42, part 8): the operators' figures in Prometheus' text format, only to the
// HEALTH_TOKEN bearer, and no identifier, key, name or address in any of them.
import { afterEach, describe, expect, it } from 'vitest';
import type { PlanSaveRequest } from '../../src/contracts';
import { HOUSE_ANSWERS, newKey, planRequest, quizRequest, TEST_KEYS } from './fixtures';
import {
  HEALTH_TOKEN,
  OPERATOR_HEADERS,
  postJson,
  startApiServer,
  type ApiServer,
  type ApiServerOptions,
} from './harness';
import { startSmtp, type TestSmtp } from './smtp';
import { getPlan, waitUntil } from './support';

const open: { close?(): Promise<void>; stop?(): Promise<void> }[] = [];
afterEach(async () => {
  while (open.length > 0) {
    const next = open.pop()!;
    await (next.close ?? next.stop)?.call(next);
  }
});

async function server(options: ApiServerOptions = {}): Promise<ApiServer> {
  const started = await startApiServer(options);
  open.push(started);
  return started;
}

async function scrape(api: ApiServer): Promise<string> {
  const response = await fetch(`${api.url}/metrics`, { headers: OPERATOR_HEADERS });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return response.text();
}

/** The value of one sample (name with its labels as Prometheus writes them), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const ownerHeaders = {
  'Content-Type': 'application/json',
  Authorization: `Bearer ${TEST_KEYS.ownerKey}`,
};

describe('GET /metrics', () => {
  it('shows nothing without the operator token, and answers the bearer in any case', async () => {
    const api = await server({ worker: false });
    for (const headers of [
      {} as Record<string, string>,
      { Authorization: 'Bearer wrong-token-wrong-token-wrong-token' },
      { Authorization: HEALTH_TOKEN },
    ]) {
      const refused = await fetch(`${api.url}/metrics`, { headers });
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await refused.text()).not.toContain('escape_plan_');
    }
    const lower = await fetch(`${api.url}/metrics`, {
      headers: { Authorization: `bearer ${HEALTH_TOKEN}` },
    });
    expect(lower.status).toBe(200);
  });

  it('counts requests, plan changes and mail, and names no plan, key, person or address', async () => {
    const smtp: TestSmtp = await startSmtp({
      refuse: (recipient) => (recipient.startsWith('nobody@') ? 550 : null),
    });
    open.push(smtp);
    const api = await server({ smtpUrl: smtp.url });
    const client = { 'X-Forwarded-For': '203.0.113.55' };

    const saveKey = newKey();
    const saved = await postJson(`${api.url}/api/v1/plan/save`, planRequest(), {
      'Idempotency-Key': saveKey,
      ...client,
    });
    expect(saved.status).toBe(201);
    const { identifier } = (await saved.json()) as { identifier: string };
    // A replay is answered again but is not a second save.
    const replay = await postJson(`${api.url}/api/v1/plan/save`, planRequest(), {
      'Idempotency-Key': saveKey,
      ...client,
    });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await getPlan(api.url, identifier)).status).toBe(200);
    expect((await getPlan(api.url, 'AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    // Each email is let go before the next change (a change or delete replaces a waiting one).
    await waitUntil(() => smtp.messages.length === 1, 'the plan’s email');
    const update: Partial<PlanSaveRequest> = planRequest({
      answers: { ...HOUSE_ANSWERS, 'meeting-area': ['The letterbox at number 12'] },
    });
    delete update.ownerKey; // the owner key goes in the Authorization header
    const changed = await fetch(`${api.url}/api/v1/plan/${identifier}`, {
      method: 'PUT',
      headers: { ...ownerHeaders, 'Idempotency-Key': newKey() },
      body: JSON.stringify(update),
    });
    expect(changed.status).toBe(200);
    await waitUntil(() => smtp.messages.length === 2, 'the changed plan’s email');
    const quiz = await postJson(
      `${api.url}/api/v1/quiz/email`,
      quizRequest({ email: 'nobody@example.nz' }),
      { 'Idempotency-Key': newKey(), ...client },
    );
    expect(quiz.status).toBe(200);
    expect((await fetch(`${api.url}/my-plan/${identifier}`)).status).toBe(200);
    const removed = await fetch(`${api.url}/api/v1/plan/${identifier}`, {
      method: 'DELETE',
      headers: ownerHeaders,
    });
    expect(removed.status).toBe(204);
    await waitUntil(
      async () => (await api.store.mailJobs.depth()).waiting === 0,
      'the mail worker to send or give up every message',
    );

    const figures = await scrape(api);
    for (const [series, value] of [
      ['escape_plan_plan_changes_total{change="saved"}', 1],
      ['escape_plan_plan_changes_total{change="updated"}', 1],
      ['escape_plan_plan_changes_total{change="deleted"}', 1],
      ['escape_plan_http_requests_total{route="/api/v1/plan/save",method="POST",status="201"}', 2],
      [
        'escape_plan_http_requests_total{route="/api/v1/plan/:identifier",method="GET",status="200"}',
        1,
      ],
      [
        'escape_plan_http_requests_total{route="/api/v1/plan/:identifier",method="GET",status="404"}',
        1,
      ],
      ['escape_plan_http_requests_total{route="page",method="GET",status="200"}', 1],
      [
        'escape_plan_http_request_duration_seconds_count{route="/api/v1/quiz/email",method="POST"}',
        1,
      ],
      // The plan's email and its update's went; the checklist to a refused mailbox failed.
      ['escape_plan_mail_deliveries_total{outcome="sent"}', 2],
      ['escape_plan_mail_deliveries_total{outcome="failed"}', 1],
      ['escape_plan_mail_waiting', 0],
      ['escape_plan_store_up', 1],
    ] as const) {
      expect(sample(figures, series), series).toBe(value);
    }
    expect(
      sample(
        figures,
        'escape_plan_http_request_duration_seconds_bucket{le="+Inf",route="/api/v1/plan/save",method="POST"}',
      ),
    ).toBe(2);
    expect(sample(figures, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(figures).toMatch(/^nodejs_eventloop_lag_seconds /m);

    const personal = [
      identifier,
      TEST_KEYS.ownerKey,
      TEST_KEYS.readKey,
      'aroha',
      'Aroha',
      'nobody@',
      'Hēmi',
      'letterbox',
      '203.0.113.55',
      '127.0.0.1',
    ];
    for (const trace of personal) expect(figures, trace).not.toContain(trace);
  });

  it('says how many messages wait and how long the oldest has waited', async () => {
    let now = Date.UTC(2030, 0, 1, 9, 0, 0);
    const api = await server({ worker: false, clock: { now: () => now } });
    for (const email of ['one@example.nz', 'two@example.nz']) {
      const response = await postJson(`${api.url}/api/v1/plan/save`, planRequest({ email }), {
        'Idempotency-Key': newKey(),
      });
      expect(response.status).toBe(201);
    }
    now += 90_000;
    const figures = await scrape(api);
    expect(sample(figures, 'escape_plan_mail_waiting')).toBe(2);
    expect(sample(figures, 'escape_plan_mail_oldest_waiting_seconds')).toBe(90);
  });
});
