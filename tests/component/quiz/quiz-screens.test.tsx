// Every quiz screen in both languages on a phone: begin with every area ticked, each section with
// its heading, picture and the Continue button within reach, then the results and the print page.
import { expect, test } from 'vitest';
import { renderApp } from '../support/render-app';
import { expectHeading, printRequests, userEvent } from '../support/screen';
import { QUIZ_SECTION_ORDER } from '../../../src/domain/quiz/quiz-rules';
import { QUIZ_TEXT, quizPath, sectionText, LANGUAGES } from '../../support/quiz-text';
import { chooseSections, continueButton, progress, startButton } from './quiz-steps';

for (const language of LANGUAGES) {
  test(`every quiz screen in ${language}, in order, then the results and the print page`, async () => {
    const app = renderApp(quizPath(language, 'begin'));
    await chooseSections(language, QUIZ_SECTION_ORDER);
    await userEvent.click(startButton(language));
    for (const [index, slug] of QUIZ_SECTION_ORDER.entries()) {
      await expectHeading(sectionText(language, slug).name);
      expect(app.path()).toBe(quizPath(language, slug));
      await expect.element(progress()).toHaveTextContent(`${index + 1} / 8`);
      const image = document.querySelector<HTMLImageElement>('img.quiz-step__image')!;
      expect(image.getAttribute('src')).toBe(`/images/quiz/${slug}.svg`);
      expect(image.getAttribute('alt')).not.toBeNull();
      await expect.element(continueButton(language)).toBeInViewport();
      await userEvent.click(continueButton(language));
    }
    await expectHeading(QUIZ_TEXT[language].complete.title);
    await app.router.navigate(quizPath(language, 'print'));
    await expectHeading(QUIZ_TEXT[language].print.title);
    // The print dialog opens by itself once (the page's own rule, end-to-end in quiz-print).
    await expect.poll(() => printRequests.count).toBe(1);
  });
}
