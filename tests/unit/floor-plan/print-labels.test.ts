// Room names on the printed drawing: drawn large enough to print at 8 pt or more at the size the
// printed page gives each level (issue 41), whatever the size of the home.
import { describe, expect, it } from 'vitest';
import {
  MIN_PRINTED_LABEL_PT,
  drawSketch,
  printLabelSize,
} from '../../../src/drawing/floor-plan-drawing';
import { sketchDrawingText } from '../../../src/drawing/drawing-labels';
import type { SvgChild, SvgElement } from '../../../src/drawing/svg-tree';
import { HOUSE_ROOMS, room, sketchOf } from './sketch-fixtures';

const text = sketchDrawingText((key) => key);
/** Half an A4 page's drawing space, in CSS pixels (sketch-view.tsx). */
const BOX = { width: 718, height: 378 };

function nameSizes(element: SvgElement): number[] {
  const own =
    element.tag === 'g' && element.attrs.class === 'sketch-room__label'
      ? element.children.flatMap((child) =>
          typeof child === 'string' || child.tag !== 'text'
            ? []
            : [Number(child.attrs['font-size'])],
        )
      : [];
  return [
    ...own,
    ...element.children.flatMap((child: SvgChild) =>
      typeof child === 'string' ? [] : nameSizes(child),
    ),
  ];
}

/** The printed size (pt) of `units` of text in `drawing` scaled to fit the box. */
function printedPt(drawing: SvgElement, units: number): number {
  const scale = Math.min(
    BOX.width / Number(drawing.attrs.width),
    BOX.height / Number(drawing.attrs.height),
  );
  return units * scale * 0.75;
}

describe('printLabelSize', () => {
  it.each([
    ['a small home', sketchOf({ rooms: HOUSE_ROOMS })],
    ['the whole grid filled', sketchOf({ rooms: [room('b1', 'bedroom', [0, 0, 36, 28])] })],
  ])('%s: every room name prints at 8 pt or more', (_name, sketch) => {
    const plain = drawSketch(sketch, { text, levels: ['ground'] });
    const size = printLabelSize(plain, BOX);
    const drawn = drawSketch(sketch, { text, levels: ['ground'], labelSize: size });
    const sizes = nameSizes(drawn);
    expect(sizes.length).toBeGreaterThan(0);
    for (const units of sizes) {
      expect(printedPt(drawn, units)).toBeGreaterThanOrEqual(MIN_PRINTED_LABEL_PT);
    }
  });

  it('never draws names smaller than on screen', () => {
    const plain = drawSketch(sketchOf({ rooms: HOUSE_ROOMS }), { text, levels: ['ground'] });
    expect(printLabelSize(plain, { width: 5000, height: 5000 })).toBe(13);
  });
});
