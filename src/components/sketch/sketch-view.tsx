import { useMemo, type CSSProperties } from 'react';
import { drawLegend, drawSketch, printLabelSize } from '../../drawing/floor-plan-drawing';
import type { FloorPlanSketch } from '../../domain/floor-plan/sketch';
import { LEVELS, roomsOn } from '../../domain/floor-plan/sketch';
import { drawingFindings, type PlanAssessment } from '../../domain/plan/assessment';
import { DrawingFindings } from './drawing-findings';
import { svgToReact } from './svg-react';
import { useFloorPlanWords } from './use-drawing-text';
import './sketch-view.css';

/**
 * On paper the drawing has a page of its own: each level fills the width of A4 (190 mm, in CSS
 * pixels) and at most this height, with room under them for the legend and the findings.
 */
const PRINT_BOX = { width: 718, oneLevel: 680, twoLevels: 378 } as const;

/**
 * The household's drawing (cropped to what is drawn, with its legend) and what it shows. Each
 * level is its own picture: one under the other on a phone (two levels side by side in 356 px
 * could not be read) and on paper, side by side on a wide screen. On paper room names are drawn
 * large enough to print at 8 pt or more at the size the page gives each level.
 */
export function SketchSummary({
  sketch,
  assessment,
  headingLevel = 2,
  layout = 'screen',
}: {
  sketch: FloorPlanSketch;
  /** The plan's one list of findings: what the drawing sorts is marked and listed here. */
  assessment: PlanAssessment;
  headingLevel?: 2 | 3;
  layout?: 'screen' | 'print';
}) {
  const { text } = useFloorPlanWords();
  // On paper the box is the key to the drawing's marks: what names people is on page 1 already.
  const listed = useMemo(
    () => drawingFindings(assessment).filter((finding) => layout !== 'print' || finding.sketch),
    [assessment, layout],
  );
  const findings = useMemo(() => listed.flatMap((finding) => finding.sketch ?? []), [listed]);
  const levels = useMemo(
    () => LEVELS.filter((level) => level === 'ground' || roomsOn(sketch, level).length > 0),
    [sketch],
  );
  const printHeight = levels.length > 1 ? PRINT_BOX.twoLevels : PRINT_BOX.oneLevel;
  const pictures = useMemo(() => {
    const label = (level: (typeof levels)[number]) =>
      levels.length > 1 ? `${text.title}: ${text.levels[level]}` : text.title;
    return [
      ...levels.map((level) => {
        // On paper every level over the same part of the grid: one scale, one size of names.
        const options = {
          text,
          findings,
          levels: [level],
          label: label(level),
          oneScale: layout === 'print',
        };
        const drawn = drawSketch(sketch, options);
        if (layout !== 'print') return drawn;
        const box = { width: PRINT_BOX.width, height: printHeight };
        return drawSketch(sketch, { ...options, labelSize: printLabelSize(drawn, box) });
      }),
      drawLegend(text),
    ];
  }, [sketch, text, findings, layout, levels, printHeight]);
  return (
    <div className="sketch-summary">
      <figure
        className={`sketch-summary__drawing sketch-summary__drawing--${layout}`}
        data-testid="sketch-drawing"
        // The height each level may take on paper (print.css), the one printLabelSize assumed.
        style={{ '--print-level-height': `${printHeight}px` } as CSSProperties}
      >
        {pictures.map((picture, index) => svgToReact(picture, String(index)))}
      </figure>
      <DrawingFindings sketch={sketch} findings={listed} headingLevel={headingLevel} />
    </div>
  );
}
