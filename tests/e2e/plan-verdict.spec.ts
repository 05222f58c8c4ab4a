// The plan's one list of findings on paper and in the email, for the household of issue 50 (saved
// through the real API, emailed over real SMTP on loopback, printed from its link on a phone): the
// headline counts the things listed right under it, in the same words as the plan page; the step
// box says them in brief; no "Done" beside a finding that contradicts it; "To do" and "Done" in
// words on paper. The plan page's own behaviour is a component test
// (tests/component/plan/plan-verdict.test.tsx).
import { test, expect } from './support/fixtures';
import { startSmtp } from '../server/smtp';
import { startServer } from './support/server-process';
import { pdfPages, printedPdf } from './support/printed-pdf';
import { localPath, planText, type Language } from './plan-support';
import {
  ISSUE50_DETAILS,
  ISSUE50_TO_SORT,
  VERDICT_ANSWERS,
  VERDICT_NAMES,
  VERDICT_SKETCH,
  fillText,
} from '../support/verdict-household';

/** Words as pdftotext gives them back: one space between words, no hyphen at a line break. */
const flat = (text: string) => text.replace(/-\s+/g, '-').replace(/\s+/g, ' ');

for (const language of ['en', 'mi'] as const satisfies readonly Language[]) {
  test(`in ${language} the printed plan and the email say what is left, as the plan page does`, async ({
    browser,
  }, testInfo) => {
    const text = planText[language];
    const items = text.checklist.items;
    const headline = fillText(text.assessment.open_other, { count: ISSUE50_TO_SORT });
    const problem = fillText(text.assessment.brief['cannot-use'], { names: VERDICT_NAMES });
    // What holds the plan back, in the plan's order: Sam's load, then who sleeps where.
    const toSort = [
      fillText(items['helper-overloaded'].todo, { name: 'Sam', count: 3, others: 'Alex' }),
      fillText(items['helper-two-levels'].todo, {
        name: 'Sam',
        people: 'Alex, Leo, Nana',
        others: 'Alex',
      }),
      fillText(items['sleeps-child-window'].todo, { name: 'Mia' }),
      fillText(items['sleeps-child-window'].todo, { name: 'Leo' }),
      fillText(items['sleeps-mobility-window'].todo, { name: 'Nana' }),
    ];
    expect(toSort).toHaveLength(ISSUE50_TO_SORT);
    const smtp = await startSmtp();
    const server = await startServer({ SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '200' });
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      reducedMotion: 'reduce',
    });
    try {
      const email = `verdict-${language}@example.co.nz`;
      const response = await context.request.post('/api/v1/plan/save', {
        headers: { 'Idempotency-Key': `verdict-${language}-${Date.now()}` },
        data: {
          name: 'Sam',
          email,
          language,
          answers: VERDICT_ANSWERS,
          details: ISSUE50_DETAILS,
          sketch: VERDICT_SKETCH,
        },
      });
      expect(response.status()).toBe(201);
      const { identifier, readKey } = (await response.json()) as {
        identifier: string;
        readKey: string;
      };

      // The email: the headline and, right under it, the things it counts; step 2 in brief.
      await expect
        .poll(() => smtp.messages.filter((m) => m.envelopeTo.includes(email)).length)
        .toBe(1);
      const mail = smtp.messages.find((m) => m.envelopeTo.includes(email))!;
      const lines = mail.text.split(/\r?\n/);
      const at = lines.indexOf(headline.toUpperCase());
      expect(at).toBeGreaterThan(-1);
      expect(lines.slice(at + 2, at + 2 + ISSUE50_TO_SORT)).toEqual(
        toSort.map((todo) => `[${text.checklist.todo}] ${todo}`),
      );
      const mailText = flat(mail.text);
      expect(mailText).toContain(problem);
      expect(mailText).not.toContain(items['second-route-planned'].done);
      expect(mailText).not.toContain(items['first-route-assistance'].todo);
      expect(mail.html).toContain(headline);

      // The printed plan, opened from its link on a phone: the same words on screen and on paper.
      const page = await context.newPage();
      await page.addInitScript(() => {
        window.print = () => undefined;
      });
      await page.goto(`${localPath(language, `/print/${identifier}`)}#key=${readKey}`);
      await expect(page.getByTestId('print-open')).toHaveText(headline);
      await expect(page.getByTestId('plan-to-sort-item')).toHaveText(
        toSort.map((todo) => `${text.checklist.todo} ${todo}`),
      );
      await expect(page.getByTestId('plan-step-problems-second')).toContainText(problem);
      const file = testInfo.outputPath(`print-verdict-${language}.pdf`);
      // The plan, what each person needs, and the drawing.
      await printedPdf(page, file, 3);
      const pages = pdfPages(file, 'reading').map(flat);
      expect(pages[0]).toContain(headline);
      // Step 2's box says in brief who cannot use its window alone.
      expect(pages[0]).toContain(problem);
      for (const todo of toSort) expect(pages[0]).toContain(todo);
      // "To do" and "Done" in words beside each line, not icons alone.
      expect(pages[0]).toContain(`${text.checklist.done} ${items['first-route-assistance'].done}`);
      expect(pages[0]).not.toContain(items['second-route-planned'].done);
    } finally {
      await context.close();
      await server.stop();
      await smtp.stop();
    }
  });
}
