import { useTranslation } from 'react-i18next';
import { PRINT_TIP_KEYS } from '../../content/tips';
import { TipsList } from '../../components/tips-list';
import type { FloorPlanSketch } from '../../domain/floor-plan/sketch';
import type { PlanAnswers } from '../../domain/types';
import { SketchSummary } from '../floor-plan';
import { PlanChecklist } from './plan-checklist';
import { PrintSteps } from './print-steps';

const RESPONSIBILITIES = ['alarm', 'helper', 'call'] as const;

/** The one-page printable plan. */
export function PrintPlan({
  answers,
  sketch = null,
}: {
  answers: PlanAnswers;
  sketch?: FloorPlanSketch | null;
}) {
  const { t } = useTranslation('plan');
  return (
    <article className="print-plan" aria-labelledby="print-title">
      <h1 id="print-title">{t('print.title')}</h1>
      <PrintSteps answers={answers} />
      {sketch && sketch.rooms.length > 0 && (
        <section className="print-sketch">
          <SketchSummary sketch={sketch} />
        </section>
      )}
      <div className="print-plan__columns">
        <section className="print-responsibilities" aria-labelledby="print-responsibilities">
          <h2 id="print-responsibilities">{t('print.responsibilities.title')}</h2>
          <ul>
            {RESPONSIBILITIES.map((key) => (
              <li key={key}>
                {t(`print.responsibilities.${key}`)}
                <span className="print-responsibilities__line" aria-hidden="true" />
              </li>
            ))}
          </ul>
        </section>
        <PlanChecklist answers={answers} />
      </div>
      <TipsList only={PRINT_TIP_KEYS} />
      <aside className="print-help" aria-labelledby="print-help-title">
        <h2 id="print-help-title">{t('print.help.title')}</h2>
        <p>{t('print.help.body')}</p>
      </aside>
    </article>
  );
}
