// What is drawn in a room: the room and its names, its doors and windows (a mark where one
// leads outside), smoke alarms, stairs and the meeting place.

import { hasNoWayDown, midpoint, openingSegment } from '../domain/floor-plan/sketch';
import type { SketchOpening, SketchPoint, SketchRoom } from '../domain/floor-plan/sketch';
import { svg, type SvgChild, type SvgElement } from './svg-tree';
import type { SketchDrawingInteraction, SketchDrawingOptions } from './drawing-types';
import {
  ALERT,
  CELL,
  INK,
  OUTSIDE_MARK_REACH,
  OUTWARD,
  type Project,
  ROOM_FILL,
  fitText,
  textWidth,
} from './drawing-geometry';

export function roomElement(
  room: SketchRoom,
  project: Project,
  options: SketchDrawingOptions,
  flagged: boolean,
): SvgElement {
  const topLeft = project({ x: room.x, y: room.y });
  const width = room.width * CELL;
  const height = room.height * CELL;
  const interaction = options.interaction;
  const selected = interaction?.selectedId === room.id;
  const shapes: SvgChild[] = [
    svg('rect', {
      x: topLeft.x,
      y: topLeft.y,
      width,
      height,
      fill: ROOM_FILL[room.kind],
      stroke: INK,
      'stroke-width': 3,
    }),
  ];
  if (flagged) {
    shapes.push(
      svg('rect', {
        x: topLeft.x + 5,
        y: topLeft.y + 5,
        width: width - 10,
        height: height - 10,
        fill: 'none',
        stroke: ALERT,
        'stroke-width': 2.5,
        'stroke-dasharray': '6 4',
      }),
    );
  }
  if (selected) {
    shapes.push(
      svg('rect', {
        class: 'sketch-room__selected',
        x: topLeft.x - 4,
        y: topLeft.y - 4,
        width: width + 8,
        height: height + 8,
        fill: 'none',
        stroke: '#0b57d0',
        'stroke-width': 3,
      }),
      // The corner to drag for resizing.
      svg('rect', {
        'data-handle': 'resize',
        'data-id': room.id,
        x: topLeft.x + width - 14,
        y: topLeft.y + height - 14,
        width: 20,
        height: 20,
        fill: '#0b57d0',
        stroke: '#fff',
        'stroke-width': 2,
      }),
    );
  }
  const attrs = interaction
    ? {
        class: 'sketch-room',
        'data-id': room.id,
        tabindex: 0,
        role: 'button',
        'aria-roledescription': 'room',
        'aria-pressed': selected ? 'true' : 'false',
        'aria-label': interaction.roomLabel(room),
      }
    : { class: 'sketch-room' };
  return svg('g', attrs, ...shapes);
}

/**
 * A room's name on screen: 13 units, 11 in a narrow room, and one unit smaller where that keeps
 * the whole word ("Kauhanga" in a hallway of the usual three squares) rather than cutting it.
 */
function screenNameSize(title: string, widthUnits: number): number {
  const size = widthUnits < 82 ? 11 : 13;
  return textWidth(title, size, 'bold') > widthUnits &&
    textWidth(title, size - 1, 'bold') <= widthUnits
    ? size - 1
    : size;
}

/**
 * A room's name (and kind, when named) at its centre, drawn after the ways out with a halo of the
 * room's colour, so a route line passes under it and never crosses the words. Taps
 * go through it to the room below.
 */
export function roomLabel(room: SketchRoom, project: Project, options: SketchDrawingOptions) {
  const topLeft = project({ x: room.x, y: room.y });
  const width = room.width * CELL;
  const height = room.height * CELL;
  const kind = options.text.roomKinds[room.kind];
  const centre = { x: topLeft.x + width / 2, y: topLeft.y + height / 2 };
  const title = room.name ?? kind;
  const nameSize = options.labelSize ?? screenNameSize(title, width - 8);
  // The kind under a name: smaller on screen, as large as the name on paper.
  const kindSize = options.labelSize ?? 10;
  const lines = [
    {
      text: fitText(title, width - 8, nameSize, 'bold'),
      y: room.name ? centre.y - 2 : centre.y + 4,
      size: nameSize,
      weight: 'bold' as const,
      attrs: { 'font-weight': 700, fill: INK },
    },
    ...(room.name
      ? [
          {
            text: fitText(kind, width - 8, kindSize, 'regular'),
            y: centre.y + kindSize + 3,
            size: kindSize,
            weight: 'regular' as const,
            attrs: { fill: '#4a4a4a' },
          },
        ]
      : []),
  ];
  // A halo of the room's colour behind each line (a box, not a stroke of the letters: a stroked
  // copy would put every name in a printed PDF's text twice).
  const label: SvgChild[] = lines.flatMap((line) => {
    const haloWidth = Math.min(textWidth(line.text, line.size, line.weight), width - 4) + 4;
    return [
      svg('rect', {
        x: centre.x - haloWidth / 2,
        y: line.y - line.size * 0.85,
        width: haloWidth,
        height: line.size * 1.15,
        fill: ROOM_FILL[room.kind],
      }),
      svg(
        'text',
        { x: centre.x, y: line.y, 'font-size': line.size, 'text-anchor': 'middle', ...line.attrs },
        line.text,
      ),
    ];
  });
  return svg('g', { class: 'sketch-room__label', 'pointer-events': 'none' }, ...label);
}

export function openingElement(
  opening: SketchOpening,
  room: SketchRoom,
  project: Project,
  interaction: SketchDrawingInteraction | undefined,
): SvgElement {
  const segment = openingSegment(room, opening);
  const [a, b] = segment.map(project) as [SketchPoint, SketchPoint];
  const shapes: SvgChild[] = [
    svg('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke: '#fff', 'stroke-width': 7 }),
  ];
  if (opening.kind === 'door') {
    shapes.push(
      svg('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke: '#7a4a1e', 'stroke-width': 6 }),
    );
  } else {
    const horizontal = a.y === b.y;
    const shift = (delta: number) =>
      horizontal
        ? { x1: a.x, y1: a.y + delta, x2: b.x, y2: b.y + delta }
        : { x1: a.x + delta, y1: a.y, x2: b.x + delta, y2: b.y };
    shapes.push(
      svg('line', { ...shift(-2.5), stroke: '#1565c0', 'stroke-width': 1.8 }),
      svg('line', { ...shift(2.5), stroke: '#1565c0', 'stroke-width': 1.8 }),
    );
  }
  // An upstairs window nobody can get down from leads nowhere a person can go: no outside mark.
  if (opening.outside && !hasNoWayDown(opening, room)) {
    shapes.push(outsideMark(project(midpoint(segment)), OUTWARD[opening.side]));
  }
  if (interaction?.selectedId === opening.id) {
    const centre = project(midpoint(segment));
    shapes.push(
      svg('circle', {
        cx: centre.x,
        cy: centre.y,
        r: 14,
        fill: 'none',
        stroke: '#0b57d0',
        'stroke-width': 3,
      }),
    );
  }
  const attrs = interaction
    ? {
        class: 'sketch-opening',
        'data-id': opening.id,
        tabindex: 0,
        role: 'button',
        'aria-pressed': interaction.selectedId === opening.id ? 'true' : 'false',
        'aria-label': interaction.openingLabel(opening),
      }
    : { class: 'sketch-opening' };
  // A wider invisible line makes a one-cell opening easy to hit with a thumb.
  const hit = interaction
    ? [
        svg('line', {
          x1: a.x,
          y1: a.y,
          x2: b.x,
          y2: b.y,
          stroke: 'transparent',
          'stroke-width': 22,
        }),
      ]
    : [];
  return svg('g', attrs, ...hit, ...shapes);
}

/** A small triangle pointing out of the wall: this door or window leads outside. */
export function outsideMark(at: SketchPoint, out: SketchPoint): SvgElement {
  const tip = { x: at.x + out.x * OUTSIDE_MARK_REACH, y: at.y + out.y * OUTSIDE_MARK_REACH };
  const base = { x: at.x + out.x * 7, y: at.y + out.y * 7 };
  const side = { x: out.y * 6, y: out.x * 6 };
  const points = [
    tip,
    { x: base.x + side.x, y: base.y + side.y },
    { x: base.x - side.x, y: base.y - side.y },
  ]
    .map((point) => `${point.x},${point.y}`)
    .join(' ');
  return svg('polygon', { points, fill: INK });
}

export function alarmIcon(centre: SketchPoint): SvgElement {
  return svg(
    'g',
    { class: 'sketch-alarm' },
    svg('circle', {
      cx: centre.x,
      cy: centre.y,
      r: 8,
      fill: '#fff',
      stroke: ALERT,
      'stroke-width': 2.5,
    }),
    svg('circle', { cx: centre.x, cy: centre.y, r: 3, fill: ALERT }),
  );
}

export function stairsIcon(corner: SketchPoint): SvgElement {
  const steps = [0, 6, 12, 18].map((dx) =>
    svg('line', {
      x1: corner.x + dx + 3,
      y1: corner.y,
      x2: corner.x + dx + 3,
      y2: corner.y + 16,
      stroke: INK,
      'stroke-width': 1.5,
    }),
  );
  return svg(
    'g',
    { class: 'sketch-stairs' },
    svg('rect', {
      x: corner.x,
      y: corner.y,
      width: 24,
      height: 16,
      fill: '#fff',
      stroke: INK,
      'stroke-width': 1.5,
    }),
    ...steps,
  );
}

/** Where a room's stairs icon sits (bottom-left corner, inside). */
export function stairsCorner(room: SketchRoom, project: Project): SketchPoint {
  const corner = project({ x: room.x, y: room.y + room.height });
  return { x: corner.x + 6, y: corner.y - 22 };
}

export function meetingIcon(at: SketchPoint, label: string): SvgElement {
  const pole = { x: at.x - 6, y: at.y + 10 };
  return svg(
    'g',
    { class: 'sketch-meeting' },
    svg('circle', {
      cx: at.x,
      cy: at.y,
      r: 13,
      fill: '#2e7d32',
      stroke: '#fff',
      'stroke-width': 2,
    }),
    svg('path', {
      d: `M${pole.x},${pole.y} V${at.y - 9} L${at.x + 8},${at.y - 5} L${pole.x},${at.y - 1}`,
      fill: '#fff',
      stroke: '#fff',
      'stroke-width': 2,
    }),
    svg(
      'text',
      {
        x: at.x,
        y: at.y + 28,
        'font-size': 12,
        'font-weight': 700,
        'text-anchor': 'middle',
        fill: INK,
      },
      label,
    ),
  );
}
