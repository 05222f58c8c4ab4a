// The one drawing of a sketch, used by the editor, review, the printed plan and the email's
// PNG: rooms with their names, doors and windows (a mark where one leads outside), smoke alarms,
// stairs, the meeting place, the two ways out as arrows in two styles (solid with filled heads
// and a "1", dashed with open heads and a "2": never colour alone) and the numbered findings.
import type { SketchFinding } from '../domain/floor-plan/checks';

import { LEVELS, ROUTE_KEYS, roomById, roomsOn } from '../domain/floor-plan/sketch';
import type { FloorPlanSketch, Level, SketchPoint } from '../domain/floor-plan/sketch';
import { svg, type SvgChild, type SvgElement } from './svg-tree';
import type { GridBounds, SketchDrawingOptions, SketchDrawingText } from './drawing-types';
import {
  CELL,
  FONT,
  HEADER,
  INK,
  LEGEND_ITEM_WIDTH,
  LEGEND_ROW,
  OUTSIDE_MARK_REACH,
  PANEL_GAP,
  type Panel,
  ROUTE_STYLE,
  levelBounds,
  unionBounds,
  projector,
} from './drawing-geometry';
import {
  alarmIcon,
  meetingIcon,
  openingElement,
  outsideMark,
  roomElement,
  roomLabel,
  stairsCorner,
  stairsIcon,
} from './room-marks';
import { findingBadge, markers, routeElements, routeLines } from './way-out-marks';

export type {
  GridBounds,
  SketchDrawingInteraction,
  SketchDrawingOptions,
  SketchDrawingText,
} from './drawing-types';
export { CELL, editorBounds } from './drawing-geometry';

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
      {
        x: panel.left,
        y: 20 - editorEdge(options),
        'font-size': 15,
        'font-weight': 700,
        fill: INK,
      },
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
  // Names over the ways out (with a halo), the ways' numbers over the names.
  for (const room of rooms) children.push(roomLabel(room, project, options));
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
function findingNumbers(findings: readonly SketchFinding[]): Map<string, number[]> {
  const numbers = new Map<string, number[]>();
  findings.forEach((finding, index) => {
    numbers.set(finding.roomId, [...(numbers.get(finding.roomId) ?? []), index + 1]);
  });
  return numbers;
}

/** Levels worth drawing: ground always, upstairs when it has a room. */
function drawnLevels(sketch: FloorPlanSketch): Level[] {
  return LEVELS.filter((level) => level === 'ground' || roomsOn(sketch, level).length > 0);
}

/**
 * The grid point under a point of an editor drawing ('grid' fit, one level), in fractional cells.
 */
export function gridPointAt(point: SketchPoint, bounds: GridBounds): SketchPoint {
  return { x: point.x / CELL + bounds.x, y: (point.y - HEADER) / CELL + bounds.y };
}

/**
 * The editor shows the grid up to its edge, where a room may stand: a door or window there that
 * leads outside has its mark past the grid, so the drawing keeps that much room all round, and
 * the level's name moves up out of the way of a mark on a top wall.
 */
function editorEdge(options: SketchDrawingOptions): number {
  return options.bounds ? OUTSIDE_MARK_REACH : 0;
}

/** An <svg> of this drawing size, with 4 units of margin all round (and `edge`), and its children. */
function svgRoot(
  width: number,
  height: number,
  edge: number,
  attrs: { class: string; role: string; 'aria-label': string },
  ...children: SvgChild[]
): SvgElement {
  const margin = 4 + edge;
  return svg(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `${-margin} ${-margin} ${width + 2 * margin} ${height + 2 * margin}`,
      width: width + 2 * margin,
      height: height + 2 * margin,
      'font-family': FONT,
      ...attrs,
    },
    ...children,
  );
}

/** The whole drawing as an SVG element tree. */
export function drawSketch(sketch: FloorPlanSketch, options: SketchDrawingOptions): SvgElement {
  const fit = options.fit ?? 'content';
  const panels: Panel[] = [];
  let left = 0;
  const shared = options.oneScale
    ? unionBounds(drawnLevels(sketch).map((level) => levelBounds(sketch, level, fit)))
    : null;
  for (const level of options.levels ?? drawnLevels(sketch)) {
    const bounds = options.bounds ?? shared ?? levelBounds(sketch, level, fit);
    panels.push({ level, bounds, left });
    left += bounds.width * CELL + PANEL_GAP;
  }
  // With the legend, wide enough for two of its items a row; one level alone fills its place.
  const drawingWidth = Math.max(left - PANEL_GAP, options.legend ? 340 : 0);
  const panelsHeight = HEADER + Math.max(...panels.map((panel) => panel.bounds.height)) * CELL;
  const legendTop = panelsHeight + 14;
  const height = options.legend ? legendTop + legendHeight(drawingWidth) : panelsHeight + 4;
  const numbers = findingNumbers(options.findings ?? []);
  return svgRoot(
    drawingWidth,
    height,
    editorEdge(options),
    {
      class: 'sketch-drawing',
      role: options.interaction ? 'group' : 'img',
      'aria-label': options.label ?? options.text.title,
    },
    markers(),
    ...panels.flatMap((panel) => panelElements(sketch, panel, options, numbers)),
    ...(options.legend ? legend(legendTop, drawingWidth, options.text) : []),
  );
}

/** The legend on its own, for drawings shown one level at a time (the phone's review). */
export function drawLegend(text: SketchDrawingText, width = 340): SvgElement {
  return svgRoot(
    width,
    legendHeight(width),
    0,
    { class: 'sketch-drawing sketch-drawing--legend', role: 'img', 'aria-label': text.legend },
    markers(),
    ...legend(0, width, text),
  );
}

/** CSS pixels per point: text of n units at scale s prints at n × s × 0.75 pt. */
const PT_PER_PX = 0.75;
/** The smallest a room's name may print (issue 41): read at arm's length on the fridge. */
export const MIN_PRINTED_LABEL_PT = 8;

/**
 * The room-name size (drawing units) that prints at MIN_PRINTED_LABEL_PT or more when `drawing`
 * is scaled to fit a box of `box` CSS pixels (never below the screen's 13).
 */
export function printLabelSize(
  drawing: SvgElement,
  box: { width: number; height: number },
): number {
  const width = Number(drawing.attrs.width);
  const height = Number(drawing.attrs.height);
  const scale = Math.min(box.width / width, box.height / height);
  return Math.max(13, Math.ceil(MIN_PRINTED_LABEL_PT / PT_PER_PX / scale));
}
