import { useMemo } from 'react';
import { checkSketch } from '../../domain/floor-plan/checks';
import { drawSketch } from '../../drawing/floor-plan-drawing';
import type { FloorPlanSketch } from '../../domain/floor-plan/sketch';
import { FindingsList } from './findings-list';
import { svgToReact } from './svg-react';
import { useFloorPlanWords } from './use-drawing-text';
import './sketch-view.css';

/** The household's drawing (cropped to what is drawn, with its legend) and what it shows. */
export function SketchSummary({
  sketch,
  headingLevel = 2,
}: {
  sketch: FloorPlanSketch;
  headingLevel?: 2 | 3;
}) {
  const { text } = useFloorPlanWords();
  const findings = useMemo(() => checkSketch(sketch), [sketch]);
  const drawing = useMemo(
    () => drawSketch(sketch, { text, findings, legend: true }),
    [sketch, text, findings],
  );
  return (
    <div className="sketch-summary">
      <figure className="sketch-summary__drawing" data-testid="sketch-drawing">
        {svgToReact(drawing)}
      </figure>
      <FindingsList sketch={sketch} findings={findings} headingLevel={headingLevel} />
    </div>
  );
}
