// The one drawing of a sketch, used by the editor, review, the printed plan and the email's
// PNG: rooms with their names, doors and windows (a mark where one leads outside), smoke alarms,
// stairs, the meeting place, the two ways out as arrows in two styles (solid with filled heads
// and a "1", dashed with open heads and a "2": never colour alone) and the numbered findings.
import type { SketchFinding } from './checks';
import { walkRoute } from './routes';
import {
  GRID,
  LEVELS,
  ROUTE_KEYS,
  centreOf,
  midpoint,
  openingSegment,
  roomById,
  roomsOn,
} from './sketch';
import type {
  FloorPlanSketch,
  Level,
  RoomKind,
  RouteKey,
  SketchOpening,
  SketchPoint,
  SketchRoom,
  Side,
} from './sketch';
import { svg, type SvgChild, type SvgElement } from './svg-tree';

/** Words the drawing shows, in the reader's language. */
export interface SketchDrawingText {
  title: string;
  roomKinds: Record<RoomKind, string>;
  levels: Record<Level, string>;
  door: string;
  window: string;
  outside: string;
  alarm: string;
  stairs: string;
  meeting: string;
  routes: Record<RouteKey, string>;
  finding: string;
}

export interface SketchDrawingInteraction {
  selectedId: string | null;
  /** Accessible name of a room or a door/window (its kind, name, size and place). */
  roomLabel: (room: SketchRoom) => string;
  openingLabel: (opening: SketchOpening) => string;
}

export interface SketchDrawingOptions {
  text: SketchDrawingText;
  /** Levels to draw side by side; by default every level that has a room (at least ground). */
  levels?: readonly Level[];
  findings?: readonly SketchFinding[];
  /** 'grid': the whole drawing area; 'content': only what is drawn, plus a margin. */
  fit?: 'grid' | 'content';
  /** The part of the grid to show (the editor's view); overrides `fit`. One level only. */
  bounds?: GridBounds;
  legend?: boolean;
  /** Makes rooms and openings focusable and tappable (the editor). */
  interaction?: SketchDrawingInteraction;
}

/** User units per grid cell (half a metre). */
export const CELL = 20;
const HEADER = 30;
const PANEL_GAP = 24;
const MARGIN_CELLS = 2;
const LEGEND_ITEM_WIDTH = 145;
const LEGEND_ROW = 26;
const FONT = 'Noto Sans, Arial, Helvetica, sans-serif';
const INK = '#1f1f1f';
const ALERT = '#b8141e';
const ROUTE_STYLE: Record<RouteKey, { colour: string; dash?: string; marker: string }> = {
  first: { colour: '#1b5e20', marker: 'sketch-arrow-first' },
  second: { colour: '#0b4f9c', dash: '12 7', marker: 'sketch-arrow-second' },
};
const ROOM_FILL: Record<RoomKind, string> = {
  bedroom: '#fdf1dc',
  living: '#e8f1e4',
  kitchen: '#fbe6e0',
  bathroom: '#e2eef8',
  hallway: '#efefef',
  garage: '#e6e3ee',
  other: '#f6f6f2',
};

export interface GridBounds {
  x: number;
  y: number;
  width: number;
  height: number;
}
type Bounds = GridBounds;

/** The editor shows the rooms of a level with room around them to grow, never less than this. */
const EDITOR_MIN = { width: 20, height: 14 };
const EDITOR_MARGIN = 6;

/**
 * The editor's view of a level: what is drawn plus a wide margin, at least 10 m × 7 m, within the
 * grid. Small homes get big cells on a phone; the view grows as rooms are moved to its edge.
 */
export function editorBounds(sketch: FloorPlanSketch, level: Level): GridBounds {
  const rooms = roomsOn(sketch, level);
  const xs = rooms.flatMap((room) => [room.x, room.x + room.width]);
  const ys = rooms.flatMap((room) => [room.y, room.y + room.height]);
  if (level === 'ground' && sketch.meeting) {
    xs.push(sketch.meeting.x, sketch.meeting.x + 1);
    ys.push(sketch.meeting.y, sketch.meeting.y + 1);
  }
  const span = (values: number[], size: number, minimum: number) => {
    if (values.length === 0) return { start: 0, length: minimum };
    let start = Math.max(0, Math.min(...values) - EDITOR_MARGIN);
    let end = Math.min(size, Math.max(...values) + EDITOR_MARGIN);
    if (end - start < minimum) {
      end = Math.min(size, start + minimum);
      start = Math.max(0, end - minimum);
    }
    return { start, length: end - start };
  };
  const x = span(xs, GRID.columns, EDITOR_MIN.width);
  const y = span(ys, GRID.rows, EDITOR_MIN.height);
  return { x: x.start, y: y.start, width: x.length, height: y.length };
}

interface Panel {
  level: Level;
  bounds: Bounds;
  /** Where the panel's top-left corner sits in the drawing. */
  left: number;
}

function levelBounds(sketch: FloorPlanSketch, level: Level, fit: 'grid' | 'content'): Bounds {
  const rooms = roomsOn(sketch, level);
  if (fit === 'grid' || rooms.length === 0)
    return { x: 0, y: 0, width: GRID.columns, height: GRID.rows };
  const points = rooms.flatMap((room) => [
    { x: room.x, y: room.y },
    { x: room.x + room.width, y: room.y + room.height },
  ]);
  if (level === 'ground' && sketch.meeting) {
    points.push(sketch.meeting, { x: sketch.meeting.x + 1, y: sketch.meeting.y + 1 });
  }
  // Past the grid's edge too: the ways out continue a little outside the walls.
  const minX = Math.min(...points.map((point) => point.x)) - MARGIN_CELLS;
  const minY = Math.min(...points.map((point) => point.y)) - MARGIN_CELLS;
  const maxX = Math.max(...points.map((point) => point.x)) + MARGIN_CELLS;
  const maxY = Math.max(...points.map((point) => point.y)) + MARGIN_CELLS;
  return { x: minX, y: minY, width: Math.max(8, maxX - minX), height: Math.max(6, maxY - minY) };
}

/** Maps grid points of one panel to drawing coordinates. */
function projector(panel: Panel) {
  return (point: SketchPoint) => ({
    x: panel.left + (point.x - panel.bounds.x) * CELL,
    y: HEADER + (point.y - panel.bounds.y) * CELL,
  });
}

type Project = ReturnType<typeof projector>;

const OUTWARD: Record<Side, SketchPoint> = {
  north: { x: 0, y: -1 },
  south: { x: 0, y: 1 },
  east: { x: 1, y: 0 },
  west: { x: -1, y: 0 },
};

function fitText(text: string, widthUnits: number, fontSize: number): string {
  const fits = Math.max(3, Math.floor(widthUnits / (fontSize * 0.58)));
  return text.length <= fits ? text : `${text.slice(0, fits - 1)}…`;
}

function roomElement(
  room: SketchRoom,
  project: Project,
  options: SketchDrawingOptions,
  flagged: boolean,
): SvgElement {
  const topLeft = project({ x: room.x, y: room.y });
  const width = room.width * CELL;
  const height = room.height * CELL;
  const kind = options.text.roomKinds[room.kind];
  const interaction = options.interaction;
  const selected = interaction?.selectedId === room.id;
  const centre = { x: topLeft.x + width / 2, y: topLeft.y + height / 2 };
  const nameSize = width < 90 ? 11 : 13;
  const label: SvgChild[] = [
    svg(
      'text',
      {
        x: centre.x,
        y: room.name ? centre.y - 2 : centre.y + 4,
        'font-size': nameSize,
        'font-weight': 700,
        'text-anchor': 'middle',
        fill: INK,
      },
      fitText(room.name ?? kind, width - 8, nameSize),
    ),
  ];
  if (room.name) {
    label.push(
      svg(
        'text',
        {
          x: centre.x,
          y: centre.y + 13,
          'font-size': 10,
          'text-anchor': 'middle',
          fill: '#4a4a4a',
        },
        fitText(kind, width - 8, 10),
      ),
    );
  }
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
  return svg('g', attrs, ...shapes, ...label);
}

function openingElement(
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
  if (opening.outside) shapes.push(outsideMark(project(midpoint(segment)), OUTWARD[opening.side]));
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
function outsideMark(at: SketchPoint, out: SketchPoint): SvgElement {
  const tip = { x: at.x + out.x * 16, y: at.y + out.y * 16 };
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

function alarmIcon(centre: SketchPoint): SvgElement {
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

function stairsIcon(corner: SketchPoint): SvgElement {
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
function stairsCorner(room: SketchRoom, project: Project): SketchPoint {
  const corner = project({ x: room.x, y: room.y + room.height });
  return { x: corner.x + 6, y: corner.y - 22 };
}

function meetingIcon(at: SketchPoint, label: string): SvgElement {
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

/** The polylines of a way out on each level (stairs start a new line on the other level). */
function routeLines(sketch: FloorPlanSketch, route: RouteKey): Map<Level, SketchPoint[][]> {
  const walk = walkRoute(sketch, sketch.routes[route]);
  const lines = new Map<Level, SketchPoint[][]>();
  const start = walk.rooms[0] ? roomById(sketch, walk.rooms[0]) : undefined;
  if (!start) return lines;
  let level = start.level;
  // Start below the room's name so the badge does not cover it.
  const centre = centreOf(start);
  let line: SketchPoint[] = [{ x: centre.x, y: centre.y + Math.min(1.4, start.height / 2 - 0.6) }];
  const finish = () => {
    if (line.length > 1) lines.set(level, [...(lines.get(level) ?? []), line]);
  };
  let current = start;
  for (const passage of walk.passages) {
    if (passage.kind === 'stairs') {
      const next = roomById(sketch, passage.a === current.id ? passage.b : passage.a)!;
      line.push(stairsPoint(current));
      finish();
      level = next.level;
      line = [stairsPoint(next), centreOf(next)];
      current = next;
      continue;
    }
    const opening = sketch.openings.find((candidate) => candidate.id === passage.id)!;
    const owner = roomById(sketch, opening.roomId)!;
    const door = midpoint(openingSegment(owner, opening));
    line.push(door);
    if (passage.b === 'outside') {
      const out = OUTWARD[opening.side];
      line.push({ x: door.x + out.x * 1.5, y: door.y + out.y * 1.5 });
      if (level === 'ground' && sketch.meeting) {
        line.push({ x: sketch.meeting.x + 0.5, y: sketch.meeting.y + 0.5 });
      }
    } else {
      const next = roomById(sketch, passage.a === current.id ? passage.b : passage.a)!;
      line.push(centreOf(next));
      current = next;
    }
  }
  finish();
  return lines;
}

function stairsPoint(room: SketchRoom): SketchPoint {
  return { x: room.x + 0.9, y: room.y + room.height - 0.6 };
}

/** The lines of a way out and, on the level where it starts, its numbered badge. */
function routeElements(
  lines: SketchPoint[][],
  route: RouteKey,
  project: Project,
  label: string | null,
): { lines: SvgChild[]; badge: SvgChild | null } {
  const style = ROUTE_STYLE[route];
  // The second way out runs a little apart so both stay visible where they share a door.
  const shift = route === 'second' ? 5 : -5;
  const shifted = lines.map((line) =>
    line.map(project).map((point) => ({ x: point.x + shift, y: point.y + shift })),
  );
  const start = shifted[0]?.[0];
  return {
    lines: shifted.map((points) =>
      svg('polyline', {
        class: `sketch-route sketch-route--${route}`,
        points: points.map((point) => `${point.x},${point.y}`).join(' '),
        fill: 'none',
        stroke: style.colour,
        'stroke-width': 4,
        'stroke-dasharray': style.dash,
        'stroke-linejoin': 'round',
        'marker-mid': `url(#${style.marker})`,
        'marker-end': `url(#${style.marker})`,
      }),
    ),
    badge:
      label !== null && start
        ? routeBadge({ x: start.x + shift * 2.6, y: start.y }, route, label)
        : null,
  };
}

/** "1" in a circle for the first way out, "2" in a square for the second. */
function routeBadge(at: SketchPoint, route: RouteKey, label: string): SvgElement {
  const style = ROUTE_STYLE[route];
  const shape =
    route === 'first'
      ? svg('circle', {
          cx: at.x,
          cy: at.y,
          r: 11,
          fill: style.colour,
          stroke: '#fff',
          'stroke-width': 2,
        })
      : svg('rect', {
          x: at.x - 11,
          y: at.y - 11,
          width: 22,
          height: 22,
          fill: style.colour,
          stroke: '#fff',
          'stroke-width': 2,
        });
  return svg(
    'g',
    { class: 'sketch-route-badge' },
    svg('title', {}, label),
    shape,
    svg(
      'text',
      {
        x: at.x,
        y: at.y + 5,
        'font-size': 14,
        'font-weight': 700,
        'text-anchor': 'middle',
        fill: '#fff',
      },
      route === 'first' ? '1' : '2',
    ),
  );
}

/** A red triangle with the finding's number, as the checklist numbers it. */
function findingBadge(at: SketchPoint, number: number): SvgElement {
  return svg(
    'g',
    { class: 'sketch-finding' },
    svg('polygon', {
      points: `${at.x},${at.y - 12} ${at.x + 13},${at.y + 10} ${at.x - 13},${at.y + 10}`,
      fill: ALERT,
      stroke: '#fff',
      'stroke-width': 1.5,
    }),
    svg(
      'text',
      {
        x: at.x,
        y: at.y + 7,
        'font-size': 11,
        'font-weight': 700,
        'text-anchor': 'middle',
        fill: '#fff',
      },
      String(number),
    ),
  );
}

function markers(): SvgElement {
  const first = ROUTE_STYLE.first;
  const second = ROUTE_STYLE.second;
  return svg(
    'defs',
    {},
    svg(
      'marker',
      {
        id: first.marker,
        viewBox: '0 0 10 10',
        refX: 6,
        refY: 5,
        markerWidth: 4,
        markerHeight: 4,
        orient: 'auto',
      },
      svg('path', { d: 'M0,0 L10,5 L0,10 z', fill: first.colour }),
    ),
    svg(
      'marker',
      {
        id: second.marker,
        viewBox: '0 0 10 10',
        refX: 6,
        refY: 5,
        markerWidth: 4.5,
        markerHeight: 4.5,
        orient: 'auto',
      },
      svg('path', { d: 'M1,1 L9,5 L1,9', fill: 'none', stroke: second.colour, 'stroke-width': 2 }),
    ),
    svg(
      'pattern',
      {
        id: 'sketch-grid',
        x: 0,
        y: HEADER,
        width: CELL,
        height: CELL,
        patternUnits: 'userSpaceOnUse',
      },
      svg('path', {
        d: `M${CELL},0 L0,0 0,${CELL}`,
        fill: 'none',
        stroke: '#d9dde3',
        'stroke-width': 1,
      }),
    ),
  );
}

function panelElements(
  sketch: FloorPlanSketch,
  panel: Panel,
  options: SketchDrawingOptions,
  numbers: Map<string, number[]>,
): SvgChild[] {
  const project = projector(panel);
  const { text } = options;
  const rooms = roomsOn(sketch, panel.level);
  const width = panel.bounds.width * CELL;
  const height = panel.bounds.height * CELL;
  const children: SvgChild[] = [
    svg(
      'text',
      { x: panel.left, y: 20, 'font-size': 15, 'font-weight': 700, fill: INK },
      text.levels[panel.level],
    ),
    svg('rect', {
      class: 'sketch-area',
      'data-level': panel.level,
      x: panel.left,
      y: HEADER,
      width,
      height,
      fill: options.fit === 'grid' || options.bounds ? 'url(#sketch-grid)' : '#fff',
      stroke: '#c4c9d0',
      'stroke-width': 1,
    }),
  ];
  for (const room of rooms)
    children.push(roomElement(room, project, options, numbers.has(room.id)));
  const roomIds = new Set(rooms.map((room) => room.id));
  for (const opening of sketch.openings) {
    const room = roomById(sketch, opening.roomId);
    if (room && roomIds.has(room.id))
      children.push(openingElement(opening, room, project, options.interaction));
  }
  for (const room of rooms) {
    const alarms = sketch.alarms.filter((alarm) => alarm.roomId === room.id);
    const corner = project({ x: room.x + room.width, y: room.y });
    alarms.forEach((_alarm, index) =>
      children.push(alarmIcon({ x: corner.x - 14 - index * 20, y: corner.y + 14 })),
    );
    if (sketch.stairs.some((stairs) => stairs.roomId === room.id || stairs.toRoomId === room.id)) {
      children.push(stairsIcon(stairsCorner(room, project)));
    }
  }
  if (panel.level === 'ground' && sketch.meeting) {
    children.push(
      meetingIcon(project({ x: sketch.meeting.x + 0.5, y: sketch.meeting.y + 0.5 }), text.meeting),
    );
  }
  const badges: SvgChild[] = [];
  for (const route of ROUTE_KEYS) {
    const lines = routeLines(sketch, route).get(panel.level) ?? [];
    const startRoom = roomById(sketch, sketch.routes[route][0] ?? '');
    const label = startRoom?.level === panel.level ? text.routes[route] : null;
    const drawn = routeElements(lines, route, project, label);
    children.push(...drawn.lines);
    if (drawn.badge) badges.push(drawn.badge);
  }
  children.push(...badges);
  for (const room of rooms) {
    const topLeft = project({ x: room.x, y: room.y });
    (numbers.get(room.id) ?? []).forEach((number, index) =>
      children.push(findingBadge({ x: topLeft.x + 14 + index * 28, y: topLeft.y + 16 }, number)),
    );
  }
  return children;
}

function legend(top: number, width: number, text: SketchDrawingText): SvgChild[] {
  const items: [string, (at: SketchPoint) => SvgChild][] = [
    [
      text.door,
      (at) =>
        svg('line', {
          x1: at.x,
          y1: at.y,
          x2: at.x + 22,
          y2: at.y,
          stroke: '#7a4a1e',
          'stroke-width': 6,
        }),
    ],
    [
      text.window,
      (at) =>
        svg(
          'g',
          {},
          svg('line', {
            x1: at.x,
            y1: at.y - 2.5,
            x2: at.x + 22,
            y2: at.y - 2.5,
            stroke: '#1565c0',
            'stroke-width': 1.8,
          }),
          svg('line', {
            x1: at.x,
            y1: at.y + 2.5,
            x2: at.x + 22,
            y2: at.y + 2.5,
            stroke: '#1565c0',
            'stroke-width': 1.8,
          }),
        ),
    ],
    [text.outside, (at) => outsideMark({ x: at.x + 4, y: at.y }, { x: 1, y: 0 })],
    [text.alarm, (at) => alarmIcon({ x: at.x + 11, y: at.y })],
    [text.stairs, (at) => stairsIcon({ x: at.x, y: at.y - 8 })],
    [text.meeting, (at) => svg('circle', { cx: at.x + 11, cy: at.y, r: 9, fill: '#2e7d32' })],
    ...ROUTE_KEYS.map((route): [string, (at: SketchPoint) => SvgChild] => [
      text.routes[route],
      (at) =>
        svg(
          'g',
          {},
          svg('line', {
            x1: at.x,
            y1: at.y,
            x2: at.x + 28,
            y2: at.y,
            stroke: ROUTE_STYLE[route].colour,
            'stroke-width': 4,
            'stroke-dasharray': ROUTE_STYLE[route].dash,
            'marker-end': `url(#${ROUTE_STYLE[route].marker})`,
          }),
        ),
    ]),
    [text.finding, (at) => findingBadge({ x: at.x + 11, y: at.y }, 1)],
  ];
  const perRow = Math.max(1, Math.floor(width / LEGEND_ITEM_WIDTH));
  return items.map(([label, icon], index) => {
    const at = {
      x: (index % perRow) * LEGEND_ITEM_WIDTH + 4,
      y: top + Math.floor(index / perRow) * LEGEND_ROW + 13,
    };
    return svg(
      'g',
      { class: 'sketch-legend' },
      icon(at),
      svg('text', { x: at.x + 46, y: at.y + 4.5, 'font-size': 12, fill: INK }, label),
    );
  });
}

function legendHeight(width: number): number {
  const perRow = Math.max(1, Math.floor(width / LEGEND_ITEM_WIDTH));
  return Math.ceil(10 / perRow) * LEGEND_ROW + 8;
}

/** The numbers of the findings about each room (1-based, as the checklist shows them). */
export function findingNumbers(findings: readonly SketchFinding[]): Map<string, number[]> {
  const numbers = new Map<string, number[]>();
  findings.forEach((finding, index) => {
    numbers.set(finding.roomId, [...(numbers.get(finding.roomId) ?? []), index + 1]);
  });
  return numbers;
}

/** Levels worth drawing: ground always, upstairs when it has a room. */
export function drawnLevels(sketch: FloorPlanSketch): Level[] {
  return LEVELS.filter((level) => level === 'ground' || roomsOn(sketch, level).length > 0);
}

/**
 * The grid point under a point of an editor drawing ('grid' fit, one level), in fractional cells.
 */
export function gridPointAt(point: SketchPoint, bounds: GridBounds): SketchPoint {
  return { x: point.x / CELL + bounds.x, y: (point.y - HEADER) / CELL + bounds.y };
}

/** The whole drawing as an SVG element tree. */
export function drawSketch(sketch: FloorPlanSketch, options: SketchDrawingOptions): SvgElement {
  const fit = options.fit ?? 'content';
  const panels: Panel[] = [];
  let left = 0;
  for (const level of options.levels ?? drawnLevels(sketch)) {
    const bounds = options.bounds ?? levelBounds(sketch, level, fit);
    panels.push({ level, bounds, left });
    left += bounds.width * CELL + PANEL_GAP;
  }
  const drawingWidth = Math.max(left - PANEL_GAP, 340);
  const panelsHeight = HEADER + Math.max(...panels.map((panel) => panel.bounds.height)) * CELL;
  const legendTop = panelsHeight + 14;
  const height = options.legend ? legendTop + legendHeight(drawingWidth) : panelsHeight + 4;
  const numbers = findingNumbers(options.findings ?? []);
  const root = options.interaction
    ? { role: 'group', 'aria-label': options.text.title }
    : { role: 'img', 'aria-label': options.text.title };
  return svg(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `-4 -4 ${drawingWidth + 8} ${height + 8}`,
      width: drawingWidth + 8,
      height: height + 8,
      'font-family': FONT,
      class: 'sketch-drawing',
      ...root,
    },
    markers(),
    ...panels.flatMap((panel) => panelElements(sketch, panel, options, numbers)),
    ...(options.legend ? legend(legendTop, drawingWidth, options.text) : []),
  );
}
