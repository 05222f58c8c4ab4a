// A table of bad requests: each is answered 4xx in its API's error shape, and afterwards nothing
// was stored, nothing was queued and nothing reached the SMTP server.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NAME_MAX_LENGTH } from '../../src/domain/shared/text-rules';
import { scoreQuiz } from '../../src/domain/quiz/quiz-rules';
import { HOUSE_ANSWERS, QUIZ_ANSWERS, newKey, planRequest, quizRequest } from './fixtures';
import { startApiServer, type ApiServer } from './harness';
import { startSmtp, type TestSmtp } from './smtp';

let smtp: TestSmtp;
let api: ApiServer;
beforeAll(async () => {
  smtp = await startSmtp();
  api = await startApiServer({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await api.close();
  await smtp.stop();
});

const PLAN = '/api/v1/plan/save';
const QUIZ = '/api/v1/quiz/email';
const GT = { $gt: '' };
const JSON_TYPE = { 'Content-Type': 'application/json' };

interface BadRequest {
  method?: string;
  path: string;
  body?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  status: number;
}

const json = (value: unknown) => JSON.stringify(value);
const plan = (change: Record<string, unknown>) => json({ ...planRequest(), ...change });
const planAnswers = (change: Record<string, unknown>) =>
  plan({ answers: { ...HOUSE_ANSWERS, ...change } });
const quiz = (change: Record<string, unknown>) => json({ ...quizRequest(), ...change });
const summary = scoreQuiz(QUIZ_ANSWERS);
const quizSummary = (change: Record<string, unknown>) =>
  quiz({ checklistItems: { ...summary, ...change } });

const post = (
  path: string,
  body: string | Uint8Array<ArrayBuffer>,
  status: number,
  headers: Record<string, string> = JSON_TYPE,
) => ({
  path,
  body,
  headers,
  status,
});

const CASES: [string, BadRequest][] = [
  // Not JSON, or not our JSON.
  ['plan: malformed JSON', post(PLAN, '{"name": "Aroha",', 400)],
  ['quiz: malformed JSON', post(QUIZ, '{"checklistItems": [}', 400)],
  ['plan: empty body', post(PLAN, '', 400)],
  ['plan: JSON array', post(PLAN, '[]', 400)],
  ['plan: JSON string', post(PLAN, '"hello"', 400)],
  ['quiz: JSON null', post(QUIZ, 'null', 400)],
  ['plan: invalid UTF-8', post(PLAN, new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), 400)],
  ['plan: text/plain', post(PLAN, json(planRequest()), 415, { 'Content-Type': 'text/plain' })],
  [
    'quiz: form encoding',
    post(QUIZ, 'name=x&email=y', 415, { 'Content-Type': 'application/x-www-form-urlencoded' }),
  ],
  [
    'plan: JSON in Latin-1',
    post(PLAN, json(planRequest()), 415, { 'Content-Type': 'application/json; charset=latin1' }),
  ],
  [
    'plan: gzip-encoded body',
    post(PLAN, json(planRequest()), 415, { ...JSON_TYPE, 'Content-Encoding': 'gzip' }),
  ],
  ['plan: 1 MB body', post(PLAN, plan({ name: 'a'.repeat(1024 * 1024) }), 413)],
  ['quiz: 1 MB body', post(QUIZ, quiz({ padding: 'x'.repeat(1024 * 1024) }), 413)],
  [
    'plan: 80 kB body (the limit is 64 kB, for a sketch)',
    post(PLAN, plan({ name: 'a'.repeat(80 * 1024) }), 413),
  ],
  ['quiz: 40 kB body', post(QUIZ, quiz({ padding: 'x'.repeat(40 * 1024) }), 413)],
  // Operator injection in every field.
  ['plan: $gt in name', post(PLAN, plan({ name: GT }), 400)],
  ['plan: $gt in email', post(PLAN, plan({ email: GT }), 400)],
  ['plan: $gt in language', post(PLAN, plan({ language: GT }), 400)],
  ['plan: $gt as answers', post(PLAN, plan({ answers: GT }), 400)],
  ['plan: $gt in an option answer', post(PLAN, planAnswers({ 'smoke-alarms': GT }), 400)],
  [
    'plan: $gt in a carousel answer',
    post(PLAN, planAnswers({ 'first-escape-route': { 'route-planned': GT } }), 400),
  ],
  ['plan: $gt inside an answer list', post(PLAN, planAnswers({ discussed: [GT] }), 400)],
  ['quiz: $gt in name', post(QUIZ, quiz({ name: GT }), 400)],
  ['quiz: $gt in email', post(QUIZ, quiz({ email: GT }), 400)],
  ['quiz: $gt in language', post(QUIZ, quiz({ language: GT }), 400)],
  ['quiz: $gt as checklistItems', post(QUIZ, quiz({ checklistItems: GT }), 400)],
  ['quiz: $gt in percentage', post(QUIZ, quizSummary({ percentage: GT }), 400)],
  ['plan: top-level $where key', post(PLAN, plan({ $where: 'sleep(1000)' }), 400)],
  ['plan: dotted key', post(PLAN, plan({ 'answers.house-type': ['house'] }), 400)],
  ['plan: unknown key', post(PLAN, plan({ admin: true }), 400)],
  [
    'plan: __proto__ key',
    post(PLAN, json(planRequest()).replace('{', '{"__proto__":{"x":1},'), 400),
  ],
  ['quiz: unknown key', post(QUIZ, quiz({ bcc: 'x@example.nz' }), 400)],
  [
    'plan: nested too deep',
    post(PLAN, plan({ answers: JSON.parse('[[[[[[[[[[[1]]]]]]]]]]]') }), 400),
  ],
  // Header injection and spam.
  ['plan: header injection in name', post(PLAN, plan({ name: 'Aroha\r\nBcc: x@evil.nz' }), 400)],
  ['quiz: header injection in name', post(QUIZ, quiz({ name: 'Hēmi\nSubject: win' }), 400)],
  [
    'plan: header injection in email',
    post(PLAN, plan({ email: 'a@example.nz\r\nBcc: x@evil.nz' }), 400),
  ],
  ['quiz: two addresses', post(QUIZ, quiz({ email: 'a@example.nz, b@example.nz' }), 400)],
  ['plan: link in name', post(PLAN, plan({ name: 'Win at prizes.co.nz' }), 400)],
  ['quiz: URL in name', post(QUIZ, quiz({ name: 'https://evil.example' }), 400)],
  // Mail clients make phone numbers tap-to-call links (API probe, session 7).
  ['quiz: phone number in name', post(QUIZ, quiz({ name: 'Call 0900 555 0123' }), 400)],
  [
    'plan: phone number as meeting place',
    post(PLAN, planAnswers({ 'meeting-area': ['Ring +64 21 555 0199 to avoid a fine'] }), 400),
  ],
  ['plan: name too long', post(PLAN, plan({ name: 'a'.repeat(NAME_MAX_LENGTH + 1) }), 400)],
  ['plan: email as number', post(PLAN, plan({ email: 42 }), 400)],
  [
    'quiz: missing checklistItems',
    post(QUIZ, json({ ...quizRequest(), checklistItems: undefined }), 400),
  ],
  // Unknown language and nonsense answers.
  ['plan: unknown language', post(PLAN, plan({ language: 'fr' }), 400)],
  ['quiz: unknown language', post(QUIZ, quiz({ language: 'de' }), 400)],
  ['plan: answer outside the flow', post(PLAN, planAnswers({ 'fire-alarm': ['yes'] }), 400)],
  ['plan: unknown option', post(PLAN, planAnswers({ 'smoke-alarms': ['maybe'] }), 400)],
  ['plan: no home type', post(PLAN, plan({ answers: { 'smoke-alarms': ['yes'] } }), 400)],
  [
    'plan: link as meeting place',
    post(PLAN, planAnswers({ 'meeting-area': ['www.evil.nz'] }), 400),
  ],
  [
    'plan: 11 answers in a list',
    post(PLAN, planAnswers({ 'living-situation': Array(11).fill('just-me') }), 400),
  ],
  [
    'plan: 201-character answer',
    post(PLAN, planAnswers({ 'meeting-area': ['a'.repeat(201)] }), 400),
  ],
  // Scores that do not match their options.
  [
    'quiz: total score too high',
    post(QUIZ, quizSummary({ total_score: summary.total_score + 10 }), 400),
  ],
  ['quiz: wrong percentage', post(QUIZ, quizSummary({ percentage: 99 }), 400)],
  ['quiz: wrong grade', post(QUIZ, quizSummary({ result: 'good' }), 400)],
  [
    'quiz: option of another section',
    post(
      QUIZ,
      quizSummary({
        items: summary.items.map((item, index) =>
          index === 0 ? { ...item, options: [{ value: 'sparks', checked: true }] } : item,
        ),
      }),
      400,
    ),
  ],
  // Undeliverable addresses, bad keys, bad identifiers, wrong methods.
  ['plan: address at .invalid', post(PLAN, plan({ email: 'x@bounce.invalid' }), 422)],
  ['quiz: address at .localhost', post(QUIZ, quiz({ email: 'x@mail.localhost' }), 422)],
  [
    'plan: malformed Idempotency-Key',
    post(PLAN, json(planRequest()), 400, { ...JSON_TYPE, 'Idempotency-Key': 'short' }),
  ],
  [
    'quiz: Idempotency-Key with a space',
    post(QUIZ, json(quizRequest()), 400, {
      ...JSON_TYPE,
      'Idempotency-Key': 'a b c d e f g h i j k',
    }),
  ],
  ['plan: malformed identifier', { method: 'GET', path: '/api/v1/plan/%24gt', status: 400 }],
  [
    'plan: unknown identifier',
    { method: 'GET', path: '/api/v1/plan/AAAAAAAAAAAAAAAAAAAAAA', status: 404 },
  ],
  [
    'plan: PUT on save',
    { method: 'PUT', path: PLAN, body: json(planRequest()), headers: JSON_TYPE, status: 405 },
  ],
];

it('has at least 40 cases', () => {
  expect(CASES.length).toBeGreaterThanOrEqual(40);
});

it.each(CASES)('%s answers 4xx in the API error shape', async (_name, request) => {
  const response = await fetch(`${api.url}${request.path}`, {
    method: request.method ?? 'POST',
    headers: { 'Idempotency-Key': newKey(), ...request.headers },
    body: request.body,
  });
  expect(response.status).toBe(request.status);
  const body = (await response.json()) as Record<string, unknown>;
  expect(typeof body.error).toBe('string');
  if (request.path === QUIZ) expect(body.success).toBe(false);
  else expect(body).not.toHaveProperty('success');
});

it('stored nothing and sent nothing for any of them', async () => {
  // Each was answered after anything it would have stored: no job now means none is ever sent.
  expect(await api.store.stats()).toEqual({
    plans: 0,
    mail: { pending: 0, sending: 0, sent: 0, failed: 0, 'set-aside': 0 },
  });
  expect(smtp.messages).toHaveLength(0);
});
