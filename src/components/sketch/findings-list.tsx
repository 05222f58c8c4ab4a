import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { sketchStatus, type SketchFinding } from '../../domain/floor-plan/checks';
import type { FloorPlanSketch } from '../../domain/floor-plan/sketch';
import { findingText } from '../../drawing/drawing-labels';
import { useFloorPlanWords } from './use-drawing-text';

/**
 * The findings as checklist items, numbered as the drawing's red triangles are. With none, one
 * done item says all is well, once there is a bedroom to check; before that a plain line says
 * what has not been checked yet (an empty drawing is not a safe home).
 * Memoised: drawn again only when the sketch or its findings change, not on a selection.
 */
export const FindingsList = memo(function FindingsList({
  sketch,
  findings,
  headingLevel = 2,
  peopleTodos = 0,
}: {
  sketch: FloorPlanSketch;
  findings: readonly SketchFinding[];
  headingLevel?: 2 | 3;
  /** To-dos for people placed in the bedrooms: with any, the rooms are not "safe". */
  peopleTodos?: number;
}) {
  const { t } = useFloorPlanWords();
  const { t: tPlan } = useTranslation('plan');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const status = sketchStatus(sketch, findings);
  return (
    <section className="plan-checklist sketch-findings" aria-labelledby="sketch-findings-title">
      <Heading id="sketch-findings-title">{t('findings.title')}</Heading>
      {status === 'no-rooms' || status === 'no-bedroom' ? (
        <p className="sketch-findings__unchecked" data-testid="sketch-unchecked">
          {t(status === 'no-rooms' ? 'findings.empty' : 'findings.no-bedroom')}
        </p>
      ) : status === 'all-clear' && peopleTodos > 0 ? (
        <p className="plan-checklist__item plan-checklist__item--todo" data-testid="sketch-people">
          <img fetchPriority="low" src="/icons/cross.svg" alt="" width={24} height={24} />
          <span className="visually-hidden">{tPlan('checklist.todo')}: </span>
          <span>{t('findings.people')}</span>
        </p>
      ) : status === 'all-clear' ? (
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
});
