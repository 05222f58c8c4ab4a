// The floor-plan part of the plan email: the drawing (an inline PNG once sent) with the marks of
// the plan's findings that the drawing sorts, numbered in the plan's order. Their words are in the
// plan's list (under the headline and in the checklist), not said again here.
import { drawSketch } from '../../src/drawing/floor-plan-drawing';
import { hasSketch, type FloorPlanSketch } from '../../src/domain/floor-plan/sketch';
import { drawingFindings, type PlanAssessment } from '../../src/domain/plan/assessment';
import { svgMarkup } from '../../src/drawing/svg-tree';
import { sketchDrawingText, type Translate } from '../../src/drawing/drawing-labels';
import type { MailText } from './i18n';
import type { InlineDrawing } from './rendered-mail';

export const SKETCH_CID = 'floor-plan@escape-plan';

export interface SketchMailPart {
  image: InlineDrawing;
  alt: string;
  title: string;
}

export function sketchMailPart(
  sketch: FloorPlanSketch | undefined,
  assessment: PlanAssessment,
  { t: mailT }: MailText,
): SketchMailPart | null {
  if (!hasSketch(sketch)) return null;
  const t: Translate = (key, values) => mailT(`floor-plan:${key}`, values);
  const findings = drawingFindings(assessment).flatMap((finding) => finding.sketch ?? []);
  const text = sketchDrawingText(t);
  const markup = svgMarkup(drawSketch(sketch, { text, findings, legend: true }));
  return {
    image: { filename: 'floor-plan.png', cid: SKETCH_CID, svg: markup },
    alt: text.title,
    title: t('link.title'),
  };
}
