// The floor-plan part of the plan email: the drawing (an inline PNG once sent) and its findings as
// checklist lines, from the same floor-plan keys as the app's drawing (src/drawing/drawing-labels.ts).
import { checkSketch } from '../../src/domain/floor-plan/checks';
import { drawSketch } from '../../src/drawing/floor-plan-drawing';
import { hasSketch, type FloorPlanSketch } from '../../src/domain/floor-plan/sketch';
import { svgMarkup } from '../../src/drawing/svg-tree';
import { findingText, sketchDrawingText, type Translate } from '../../src/drawing/drawing-labels';
import type { MailText } from './i18n';
import type { ChecklistLine, InlineDrawing } from './rendered-mail';

export const SKETCH_CID = 'floor-plan@escape-plan';

export interface SketchMailPart {
  image: InlineDrawing;
  alt: string;
  title: string;
  /** One to-do line per finding, numbered as on the drawing. */
  checklist: ChecklistLine[];
}

export function sketchMailPart(
  sketch: FloorPlanSketch | undefined,
  { t: mailT }: MailText,
): SketchMailPart | null {
  if (!hasSketch(sketch)) return null;
  const t: Translate = (key, values) => mailT(`floor-plan:${key}`, values);
  const findings = checkSketch(sketch);
  const text = sketchDrawingText(t);
  const markup = svgMarkup(drawSketch(sketch, { text, findings, legend: true }));
  return {
    image: { filename: 'floor-plan.png', cid: SKETCH_CID, svg: markup },
    alt: text.title,
    title: t('link.title'),
    checklist: findings.map((finding, index) => ({
      done: false,
      label: `${index + 1}. ${findingText(t, sketch, finding)}`,
    })),
  };
}
