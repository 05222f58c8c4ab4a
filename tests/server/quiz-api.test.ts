// POST /api/v1/quiz/email over real HTTP, mail delivered to a real SMTP server on loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en/quiz.json';
import mi from '../../locales/mi/quiz.json';
import { scoreQuiz } from '../../src/domain/quiz/quiz-rules';
import { MailQueue } from '../../server/services/mail-queue';
import { QuizService } from '../../server/services/quiz-service';
import { MailedSubmissions } from '../../server/services/mailed-submission';
import { MailRateLimiter } from '../../server/services/rate-limiter';
import { newKey, QUIZ_ANSWERS, quizRequest } from './fixtures';
import { GENEROUS_LIMITS, mailSettled, postJson, startApiServer, type ApiServer } from './harness';
import { startSmtp, type TestSmtp } from './smtp';
import { waitUntil } from './support';

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

const send = (body: unknown, key = newKey()) =>
  postJson(`${api.url}/api/v1/quiz/email`, body, { 'Idempotency-Key': key });

function mailTo(address: string) {
  return smtp.messages.filter((message) => message.envelopeTo.includes(address));
}

describe('emailing the quiz checklist', () => {
  it('answers { success: true } and emails grade, percentage and every item', async () => {
    const response = await send(quizRequest({ email: 'quiz@example.nz' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });

    await waitUntil(() => mailTo('quiz@example.nz').length === 1, 'the checklist email');
    const [message] = mailTo('quiz@example.nz');
    expect(message?.headers.get('subject')).toBe('Your home fire safety checklist');
    // The sender is named in the mail's language; nodemailer writes the header.
    expect(message?.headers.get('from')).toMatch(/^"?Home fire escape plan"? <[^<>\s]+@[^<>\s]+>$/);
    const { text, html } = message!;
    const { sections, complete, rating } = en;
    expect(text).toContain('Kia ora Hēmi,');
    expect(text).toContain('Your home scored 58%');
    expect(text).toContain(rating.okay.title);
    expect(text).toContain(`${sections['indoor-fires'].name.toUpperCase()} (80 / 100)`);
    expect(text).toContain(`[Done] ${sections['indoor-fires'].options['chimney-cleaned']}`);
    expect(text).toContain(`[To do] ${sections['indoor-fires'].todos['fireguard-used']}`);
    expect(text).toContain(`${sections['hot-ashes'].name.toUpperCase()} (40 / 100)`);
    expect(text).toContain(`[To do] ${sections['hot-ashes'].todos['emptied-ashes']}`);
    // A section answered not applicable is left out.
    expect(text).not.toContain(sections['garage-toolshed'].name.toUpperCase());
    expect(html).toContain(
      `<strong>${complete.done}:</strong> ${sections['electric-blankets'].options['turned-off']}`,
    );
    expect(html).toContain(
      `<strong>To do:</strong> ${sections['electric-blankets'].todos['less-than-five-years']}`,
    );
  });

  it('emails a Māori checklist in Māori', async () => {
    await send(quizRequest({ email: 'patai@example.nz', language: 'mi' }));
    await waitUntil(() => mailTo('patai@example.nz').length === 1, 'the Māori checklist');
    const [message] = mailTo('patai@example.nz');
    const { sections, complete } = mi;
    expect(message?.text).toContain(mi.rating.score.replace('{{percentage}}', '58'));
    expect(message?.text).toContain(
      `[${complete.done}] ${sections['indoor-fires'].options['chimney-cleaned']}`,
    );
    expect(message?.text).toContain(
      `[${complete['to-do']}] ${sections['indoor-fires'].todos['fireguard-used']}`,
    );
  });

  it('answers 422 { success: false, error } for an address at bounce.invalid', async () => {
    // The earlier tests' mail may still be on its way: count from a quiet outbox.
    await waitUntil(async () => (await api.store.stats()).mail.sending === 0, 'a quiet outbox');
    const before = await api.store.stats();
    const response = await send(quizRequest({ email: 'visitor@bounce.invalid' }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ success: false, error: expect.any(String) });
    expect(await api.store.stats()).toEqual(before);
  });

  it('refuses a summary whose score does not match its options', async () => {
    const summary = scoreQuiz(QUIZ_ANSWERS);
    const response = await send(
      quizRequest({ checklistItems: { ...summary, total_score: 300, percentage: 100 } }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: expect.stringContaining('checklistItems'),
    });
  });

  it('sends one email for a key replayed 5 times', async () => {
    const key = newKey();
    const request = quizRequest({ email: 'quiz-replay@example.nz' });
    const responses = await Promise.all(Array.from({ length: 5 }, () => send(request, key)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    await mailSettled(api);
    expect(mailTo('quiz-replay@example.nz')).toHaveLength(1);
  });
});

describe('the quiz service', () => {
  it('mails the result it recomputes, never the numbers it was sent', async () => {
    const store = api.store;
    const clock = { now: () => Date.now() };
    const queue = new MailQueue(store.mailJobs, clock, () => {});
    const service = new QuizService(
      new MailedSubmissions(queue),
      new MailRateLimiter(store.limits, clock, GENEROUS_LIMITS),
    );
    const honest = scoreQuiz(QUIZ_ANSWERS);
    // Past the schema (as a bug in it would let through): a perfect score on the same ticks.
    const inflated = {
      ...honest,
      items: honest.items.map((item) => ({ ...item, score: item.points })),
      total_score: honest.possible_points,
      percentage: 100,
      result: 'good' as const,
    };
    const key = newKey();
    await service.emailChecklist({
      request: quizRequest({ email: 'recompute@example.nz', checklistItems: inflated }),
      idempotencyKey: key,
      clientIp: '127.0.0.1',
    });
    const record = await store.mailJobs.findByIdempotencyKey(`quiz:${key}`);
    expect(record?.kind).toBe('quiz');
    expect(record?.kind === 'quiz' && record.payload.summary).toEqual(honest);
  });
});
