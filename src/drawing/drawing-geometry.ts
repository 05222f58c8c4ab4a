// The drawing's measures, colours and projection from grid cells to drawing units, shared by
// the marks and the panels.

import { GRID, roomsOn } from '../domain/floor-plan/sketch';
import type {
  FloorPlanSketch,
  Level,
  RoomKind,
  RouteKey,
  SketchPoint,
  Side,
} from '../domain/floor-plan/sketch';

import type { GridBounds } from './drawing-types';

/** User units per grid cell (half a metre). */
export const CELL = 20;
export const HEADER = 30;
export const PANEL_GAP = 24;
/** How far a door's or window's "leads outside" mark reaches past its wall. */
export const OUTSIDE_MARK_REACH = 16;
const MARGIN_CELLS = 2;
/** Cells the meeting place's name needs beyond its own cell, less the margin. */
const MEETING_LABEL_CELLS = { side: 2, below: 0.5 } as const;
export const LEGEND_ITEM_WIDTH = 145;
export const LEGEND_ROW = 26;
export const FONT = 'Noto Sans, Arial, Helvetica, sans-serif';
export const INK = '#1f1f1f';
export const ALERT = '#b8141e';
export const ROUTE_STYLE: Record<RouteKey, { colour: string; dash?: string; marker: string }> = {
  first: { colour: '#1b5e20', marker: 'sketch-arrow-first' },
  second: { colour: '#0b4f9c', dash: '12 7', marker: 'sketch-arrow-second' },
};
export const ROOM_FILL: Record<RoomKind, string> = {
  bedroom: '#fdf1dc',
  living: '#e8f1e4',
  kitchen: '#fbe6e0',
  bathroom: '#e2eef8',
  hallway: '#efefef',
  garage: '#e6e3ee',
  other: '#f6f6f2',
};

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

export interface Panel {
  level: Level;
  bounds: GridBounds;
  /** Where the panel's top-left corner sits in the drawing. */
  left: number;
}

export function levelBounds(
  sketch: FloorPlanSketch,
  level: Level,
  fit: 'grid' | 'content',
): GridBounds {
  const rooms = roomsOn(sketch, level);
  if (fit === 'grid' || rooms.length === 0)
    return { x: 0, y: 0, width: GRID.columns, height: GRID.rows };
  const points = rooms.flatMap((room) => [
    { x: room.x, y: room.y },
    { x: room.x + room.width, y: room.y + room.height },
  ]);
  if (level === 'ground' && sketch.meeting) {
    // Its name is written under it, centred: room for about ten characters either way (
    // the label was cut at the drawing's edge).
    const { x, y } = sketch.meeting;
    points.push(
      { x: x - MEETING_LABEL_CELLS.side, y },
      { x: x + 1 + MEETING_LABEL_CELLS.side, y: y + 1 + MEETING_LABEL_CELLS.below },
    );
  }
  // Past the grid's edge too: the ways out continue a little outside the walls.
  const minX = Math.min(...points.map((point) => point.x)) - MARGIN_CELLS;
  const minY = Math.min(...points.map((point) => point.y)) - MARGIN_CELLS;
  const maxX = Math.max(...points.map((point) => point.x)) + MARGIN_CELLS;
  const maxY = Math.max(...points.map((point) => point.y)) + MARGIN_CELLS;
  return { x: minX, y: minY, width: Math.max(8, maxX - minX), height: Math.max(6, maxY - minY) };
}

/** The part of the grid that all of these take up together. */
export function unionBounds(all: readonly GridBounds[]): GridBounds {
  const x = Math.min(...all.map((bounds) => bounds.x));
  const y = Math.min(...all.map((bounds) => bounds.y));
  const right = Math.max(...all.map((bounds) => bounds.x + bounds.width));
  const bottom = Math.max(...all.map((bounds) => bounds.y + bounds.height));
  return { x, y, width: right - x, height: bottom - y };
}

/** Maps grid points of one panel to drawing coordinates. */
export function projector(panel: Panel) {
  return (point: SketchPoint) => ({
    x: panel.left + (point.x - panel.bounds.x) * CELL,
    y: HEADER + (point.y - panel.bounds.y) * CELL,
  });
}

export type Project = ReturnType<typeof projector>;

export const OUTWARD: Record<Side, SketchPoint> = {
  north: { x: 0, y: -1 },
  south: { x: 0, y: 1 },
  east: { x: 1, y: 0 },
  west: { x: -1, y: 0 },
};

/**
 * About how wide each letter of the drawing's bold sans-serif is, as a share of its font size: the
 * widths of Arial's metrics (Liberation Sans, as Chromium draws them here) with some room to spare
 * for a phone's wider sans (Noto Sans). An estimate, as the drawing is also made where nothing can
 * measure it (the plan email).
 */
function letterWidth(letter: string): number {
  if (letter === ' ') return 0.3;
  if (letter === '…') return 1;
  if ("fijlrtīI'.,-".includes(letter)) return 0.36;
  if ('mwMW'.includes(letter)) return 0.96;
  return letter === letter.toLowerCase() ? 0.62 : 0.76;
}
/** Regular letters are a little narrower than bold ones. */
const WEIGHT_SHARE = { bold: 1, regular: 0.94 } as const;
export type TextWeight = keyof typeof WEIGHT_SHARE;

/** About how wide `text` is drawn at `fontSize`, in drawing units. */
export function textWidth(text: string, fontSize: number, weight: TextWeight): number {
  let ems = 0;
  for (const letter of text) ems += letterWidth(letter);
  return ems * fontSize * WEIGHT_SHARE[weight];
}

/** `text`, cut short with an ellipsis if it would be wider than `widthUnits` (two letters at least). */
export function fitText(
  text: string,
  widthUnits: number,
  fontSize: number,
  weight: TextWeight,
): string {
  if (textWidth(text, fontSize, weight) <= widthUnits) return text;
  const letters = [...text];
  let kept = 2;
  while (
    kept < letters.length &&
    textWidth(`${letters.slice(0, kept + 1).join('')}…`, fontSize, weight) <= widthUnits
  ) {
    kept += 1;
  }
  return `${letters.slice(0, kept).join('').trimEnd()}…`;
}
