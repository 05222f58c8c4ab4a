// A room's name stays inside its walls, in both languages, as the browser draws it: a name too
// long for a narrow room is made a little smaller or cut short with an ellipsis. The widths are
// estimated where the drawing is made (src/drawing/drawing-geometry.ts); here they are measured.
import { afterEach, expect, test } from 'vitest';
import { drawSketch } from '../../../src/drawing/floor-plan-drawing';
import { sketchDrawingText, type Translate } from '../../../src/drawing/drawing-labels';
import { svgMarkup } from '../../../src/drawing/svg-tree';
import { ROOM_KINDS } from '../../../src/domain/floor-plan/sketch';
import { room, sketchOf } from '../../unit/floor-plan/sketch-fixtures';
import enFloor from '../../../locales/en/floor-plan.json' with { type: 'json' };
import miFloor from '../../../locales/mi/floor-plan.json' with { type: 'json' };

/** Half the walls' stroke: a name may reach the inner edge of the wall, not into it. */
const HALF_WALL = 1.5;

/** Every kind of room, 2 to 5 squares wide, in a row; two named ones with long names. */
const ROOMS = [
  ...ROOM_KINDS.flatMap((kind, row) =>
    [2, 3, 4, 5].map((width, column) =>
      room(`${kind}${width}`, kind, [column * 6, row * 5, width, 4]),
    ),
  ),
  { ...room('n1', 'bedroom', [24, 0, 4, 4]), name: 'Grandma Ngaire' },
  { ...room('n2', 'living', [24, 5, 3, 4]), name: 'Whare Mātāmua' },
];

function translate(words: Record<string, unknown>): Translate {
  return (key) => {
    const found = key
      .split('.')
      .reduce<unknown>((at, part) => (at as Record<string, unknown>)?.[part], words);
    return typeof found === 'string' ? found : key;
  };
}

afterEach(() => document.body.replaceChildren());

for (const [language, words] of [
  ['en', enFloor],
  ['mi', miFloor],
] as const) {
  test(`in ${language} every room's name is drawn inside its walls`, () => {
    const text = sketchDrawingText(translate(words));
    document.body.innerHTML = svgMarkup(
      drawSketch(sketchOf({ rooms: ROOMS }), { text, findings: [] }),
    );
    const walls = [...document.querySelectorAll<SVGRectElement>('.sketch-room > rect:first-child')];
    const names = [...document.querySelectorAll<SVGTextElement>('.sketch-room__label text')];
    expect(walls).toHaveLength(ROOMS.length);
    expect(names.length).toBeGreaterThanOrEqual(ROOMS.length);
    const outside = names.flatMap((name) => {
      const box = name.getBBox();
      const centre = box.x + box.width / 2;
      const wall = walls.find((rect) => {
        const { x, y, width, height } = rect.getBBox();
        return x < centre && centre < x + width && y < box.y && box.y < y + height;
      });
      if (!wall) return [`${name.textContent}: no room`];
      const { x, width } = wall.getBBox();
      const fits = box.x >= x + HALF_WALL && box.x + box.width <= x + width - HALF_WALL;
      return fits
        ? []
        : [`${name.textContent} (${box.width.toFixed(1)} in ${width - 2 * HALF_WALL})`];
    });
    expect(outside).toEqual([]);
    // Cut short only where the whole name cannot fit: the rooms five squares wide keep theirs.
    for (const kind of ROOM_KINDS) {
      expect(names.map((name) => name.textContent)).toContain(words.kinds[kind]);
    }
  });
}
