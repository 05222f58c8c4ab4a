import { useMemo } from 'react';
import { checkSketch } from '../../domain/floor-plan/checks';
import { drawLegend, drawSketch } from '../../drawing/floor-plan-drawing';
import type { FloorPlanSketch } from '../../domain/floor-plan/sketch';
import { LEVELS, roomsOn } from '../../domain/floor-plan/sketch';
import { FindingsList } from './findings-list';
import { needsOf } from '../../domain/plan/household-needs';
import { sleepingPlaceTodos } from '../../domain/plan/sleeping-places';
import type { PlanDetails } from '../../domain/plan/details';
import { svgToReact } from './svg-react';
import { useFloorPlanWords } from './use-drawing-text';
import './sketch-view.css';

/**
 * The household's drawing (cropped to what is drawn, with its legend) and what it shows. On
 * screen each level is its own picture, one under the other on a phone (two levels side
 * by side in 356 px could not be read) and side by side on a wide screen; on paper ('print') one
 * picture holds both levels, small enough to keep the plan on one page.
 */
export function SketchSummary({
  sketch,
  details,
  headingLevel = 2,
  layout = 'screen',
}: {
  sketch: FloorPlanSketch;
  /** The household, for who sleeps where. */
  details?: PlanDetails;
  headingLevel?: 2 | 3;
  layout?: 'screen' | 'print';
}) {
  const { text } = useFloorPlanWords();
  const findings = useMemo(() => checkSketch(sketch), [sketch]);
  const peopleTodos = useMemo(
    () => sleepingPlaceTodos(details, sketch, needsOf).length,
    [details, sketch],
  );
  const pictures = useMemo(() => {
    if (layout === 'print') return [drawSketch(sketch, { text, findings, legend: true })];
    const levels = LEVELS.filter(
      (level) => level === 'ground' || roomsOn(sketch, level).length > 0,
    );
    const label = (level: (typeof levels)[number]) =>
      levels.length > 1 ? `${text.title}: ${text.levels[level]}` : text.title;
    return [
      ...levels.map((level) =>
        drawSketch(sketch, { text, findings, levels: [level], label: label(level) }),
      ),
      drawLegend(text),
    ];
  }, [sketch, text, findings, layout]);
  return (
    <div className="sketch-summary">
      <figure
        className={`sketch-summary__drawing sketch-summary__drawing--${layout}`}
        data-testid="sketch-drawing"
      >
        {pictures.map((picture, index) => svgToReact(picture, String(index)))}
      </figure>
      <FindingsList
        sketch={sketch}
        findings={findings}
        headingLevel={headingLevel}
        peopleTodos={peopleTodos}
      />
    </div>
  );
}
