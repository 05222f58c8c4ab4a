import { useTranslation } from 'react-i18next';
import type { PlanAssessment } from '../../domain/plan/assessment';
import { FindingLines } from '../../components/plan/plan-headline';

/**
 * The checklist: what makes the home safer, still to do, then what is done, each line with its
 * "To do" or "Done" in words (black and white paper keeps them apart). What holds the plan back
 * is listed under the headline (PlanToSort), not again here.
 */
export function PlanChecklist({
  assessment,
  headingLevel = 2,
  links = true,
}: {
  /** The plan's one list of findings (usePlanAssessment). */
  assessment: PlanAssessment;
  headingLevel?: 2 | 3;
  /** Each to-do a link to where it is sorted (not on paper). */
  links?: boolean;
}) {
  const { t } = useTranslation('plan');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Part = headingLevel === 2 ? 'h3' : 'h4';
  const { safer, done } = assessment;
  return (
    <section className="plan-checklist" aria-labelledby="plan-checklist-title">
      <Heading id="plan-checklist-title">{t('checklist.title')}</Heading>
      {safer.length > 0 && (
        <>
          <Part className="plan-checklist__part">{t('checklist.safer-title')}</Part>
          <FindingLines findings={safer} links={links} testId="plan-safer-item" />
        </>
      )}
      {done.length > 0 && (
        <>
          <Part className="plan-checklist__part">{t('checklist.done-title')}</Part>
          <FindingLines findings={done} links={false} testId="plan-done-item" />
        </>
      )}
    </section>
  );
}
