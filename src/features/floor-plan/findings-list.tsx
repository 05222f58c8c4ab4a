import { useTranslation } from 'react-i18next';
import type { SketchFinding } from '../../domain/floor-plan/checks';
import type { FloorPlanSketch } from '../../domain/floor-plan/sketch';
import { findingText } from '../../domain/floor-plan/words';
import { useFloorPlanWords } from './use-drawing-text';

/**
 * The findings as checklist items, numbered as the drawing's red triangles are. With none, one
 * done item says all is well.
 */
export function FindingsList({
  sketch,
  findings,
  headingLevel = 2,
}: {
  sketch: FloorPlanSketch;
  findings: readonly SketchFinding[];
  headingLevel?: 2 | 3;
}) {
  const { t } = useFloorPlanWords();
  const { t: tPlan } = useTranslation('plan');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="plan-checklist sketch-findings" aria-labelledby="sketch-findings-title">
      <Heading id="sketch-findings-title">{t('findings.title')}</Heading>
      {findings.length === 0 ? (
        <p className="plan-checklist__item plan-checklist__item--done">
          <img fetchPriority="low" src="/icons/tick.svg" alt="" width={24} height={24} />
          <span className="visually-hidden">{tPlan('checklist.done')}: </span>
          <span>{t('findings.none')}</span>
        </p>
      ) : (
        <ol>
          {findings.map((finding, index) => (
            <li
              key={`${finding.kind}-${finding.roomId}-${'route' in finding ? finding.route : ''}`}
              className="plan-checklist__item plan-checklist__item--todo"
              data-testid="sketch-finding"
            >
              <span className="sketch-findings__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="visually-hidden">{tPlan('checklist.todo')}: </span>
              <span>{findingText(t, sketch, finding)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
