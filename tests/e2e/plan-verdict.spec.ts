// The plan's one verdict on paper and in the email, for the household of issue 41 (saved through
// the real API, emailed over real SMTP on loopback, printed from its link on a phone): the same
// headline that says what is left instead of "ready", the same step box, no "Done" beside the
// finding that contradicts it. The plan page's own behaviour is a component test
// (tests/component/plan/plan-verdict.test.tsx).
import { test, expect } from './support/fixtures';
import { startSmtp } from '../server/smtp';
import { startServer } from './support/server-process';
import { pdfPages, printedPdf } from './support/printed-pdf';
import { localPath, planText, type Language } from './plan-support';
import {
  VERDICT_ANSWERS,
  VERDICT_DETAILS,
  VERDICT_NAMES,
  VERDICT_OPEN,
  VERDICT_SKETCH,
  fillText,
} from '../support/verdict-household';

for (const language of ['en', 'mi'] as const satisfies readonly Language[]) {
  test(`in ${language} the printed plan and the email say what is left, as the plan page does`, async ({
    browser,
  }, testInfo) => {
    const text = planText[language];
    const items = text.checklist.items;
    const headline = fillText(text.assessment.open_other, { count: VERDICT_OPEN });
    const problem = fillText(text.assessment['people-cannot-use'], { names: VERDICT_NAMES });
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
          details: VERDICT_DETAILS,
          sketch: VERDICT_SKETCH,
        },
      });
      expect(response.status()).toBe(201);
      const { identifier, readKey } = (await response.json()) as {
        identifier: string;
        readKey: string;
      };

      // The email: the headline, what is left in step 2, and the to-do instead of the tick.
      await expect
        .poll(() => smtp.messages.filter((m) => m.envelopeTo.includes(email)).length)
        .toBe(1);
      const mail = smtp.messages.find((m) => m.envelopeTo.includes(email))!;
      const mailText = mail.text.replace(/\s+/g, ' ');
      expect(mailText).toContain(headline.toUpperCase());
      expect(mailText).toContain(problem);
      expect(mailText).toContain(items['second-route-unsettled'].todo);
      expect(mailText).not.toContain(items['second-route-planned'].done);
      expect(mail.html).toContain(headline);

      // The printed plan, opened from its link on a phone: the same words on screen and on paper.
      const page = await context.newPage();
      await page.addInitScript(() => {
        window.print = () => undefined;
      });
      await page.goto(`${localPath(language, `/print/${identifier}`)}#key=${readKey}`);
      await expect(page.getByTestId('print-open')).toHaveText(headline);
      await expect(page.getByTestId('plan-step-problems-second')).toContainText(problem);
      const file = testInfo.outputPath(`print-verdict-${language}.pdf`);
      // The plan, what each person needs, and the drawing.
      await printedPdf(page, file, 3);
      const pages = pdfPages(file);
      expect(pages[0]).toContain(headline);
      expect(pages[0]).toContain(VERDICT_NAMES);
      expect(pages[0]).toContain(items['second-route-unsettled'].todo);
      expect(pages[0]).not.toContain(items['second-route-planned'].done);
    } finally {
      await context.close();
      await server.stop();
      await smtp.stop();
    }
  });
}
