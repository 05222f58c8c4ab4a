// The editor shows the grid up to its edge, and a room may stand against it: the mark of a door or
// window there that leads outside is drawn past the grid, inside the picture, and clear of the
// level's name above it.
import { describe, expect, it } from 'vitest';
import { drawSketch, editorBounds } from '../../../src/drawing/floor-plan-drawing';
import { sketchDrawingText } from '../../../src/drawing/drawing-labels';
import type { SvgChild, SvgElement } from '../../../src/drawing/svg-tree';
import { door, room, sketchOf, window } from './sketch-fixtures';

const text = sketchDrawingText((key) => key);
const interaction = { selectedId: null, roomLabel: () => 'room', openingLabel: () => 'opening' };

/** A bedroom in the grid's top left corner, leading outside through its top and left walls. */
const CORNER = sketchOf({
  rooms: [room('b1', 'bedroom', [0, 0, 6, 6]), room('h1', 'hallway', [6, 0, 3, 8])],
  openings: [
    window('w1', 'b1', 'north', 1),
    window('w2', 'b1', 'west', 2),
    door('d1', 'h1', 'north', 1, true),
  ],
});

function all(element: SvgElement): SvgElement[] {
  return [
    element,
    ...element.children.flatMap((child: SvgChild) => (typeof child === 'string' ? [] : all(child))),
  ];
}

function markPoints(drawing: SvgElement): { x: number; y: number }[] {
  return all(drawing)
    .filter((element) => element.tag === 'polygon')
    .flatMap((polygon) =>
      String(polygon.attrs.points)
        .split(' ')
        .map((pair) => {
          const [x, y] = pair.split(',').map(Number);
          return { x: x!, y: y! };
        }),
    );
}

describe('the editor drawing at the grid edge', () => {
  const drawing = drawSketch(CORNER, {
    text,
    levels: ['ground'],
    bounds: editorBounds(CORNER, 'ground'),
    interaction,
  });
  const points = markPoints(drawing);
  const [left, top, width, height] = String(drawing.attrs.viewBox).split(' ').map(Number) as [
    number,
    number,
    number,
    number,
  ];

  it('draws each outside mark inside the picture', () => {
    expect(points.length).toBe(9);
    for (const point of points) {
      expect(point.x).toBeGreaterThanOrEqual(left);
      expect(point.x).toBeLessThanOrEqual(left + width);
      expect(point.y).toBeGreaterThanOrEqual(top);
      expect(point.y).toBeLessThanOrEqual(top + height);
    }
  });

  it("keeps the marks on top walls clear of the level's name", () => {
    const title = all(drawing).find(
      (element) => element.tag === 'text' && element.children[0] === 'levels.ground',
    );
    const baseline = Number(title?.attrs.y);
    const size = Number(title?.attrs['font-size']);
    // Its descenders reach about a quarter of its size below the baseline.
    const bottom = baseline + size * 0.25;
    expect(Math.min(...points.map((point) => point.y))).toBeGreaterThan(bottom);
  });
});
