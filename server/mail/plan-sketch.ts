// The floor-plan part of the plan email: the drawing (an inline PNG once sent) and its findings as
// checklist lines, in the words of locales/{en,mi}/floor-plan.json (as the app shows them).
import { checkSketch } from '../../src/domain/floor-plan/checks';
import { drawSketch } from '../../src/drawing/floor-plan-drawing';
import { hasSketch, type FloorPlanSketch } from '../../src/domain/floor-plan/sketch';
import { svgMarkup } from '../../src/drawing/svg-tree';
import { findingText, sketchDrawingText, type Translate } from '../../src/drawing/drawing-words';
import type { ChecklistLine, InlineDrawing } from './rendered-mail';
import { interpolate, lookup, type Words } from './words';

export const SKETCH_CID = 'floor-plan@escape-plan';

export interface SketchMailPart {
  image: InlineDrawing;
  alt: string;
  title: string;
  /** One to-do line per finding, numbered as on the drawing. */
  checklist: ChecklistLine[];
}

function translator(words: Words): Translate {
  return (key, values = {}) => interpolate(lookup(words.floorPlan, key.split('.')) ?? key, values);
}

export function sketchMailPart(
  sketch: FloorPlanSketch | undefined,
  words: Words,
): SketchMailPart | null {
  if (!hasSketch(sketch)) return null;
  const t = translator(words);
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
