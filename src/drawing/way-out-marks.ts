// The two ways out as lines with arrow heads and numbered badges, the findings' badges, and the
// arrow-head markers they use.

import { walkRoute } from '../domain/floor-plan/ways-out';
import { centreOf, midpoint, openingSegment, roomById, roomsOn } from '../domain/floor-plan/sketch';
import { pathToMeeting } from './around-the-house';
import type {
  FloorPlanSketch,
  Level,
  RouteKey,
  SketchPoint,
  SketchRoom,
} from '../domain/floor-plan/sketch';
import { svg, type SvgChild, type SvgElement } from './svg-tree';
import { ALERT, CELL, HEADER, OUTWARD, type Project, ROUTE_STYLE } from './drawing-geometry';

/** The polylines of a way out on each level (stairs start a new line on the other level). */
export function routeLines(sketch: FloorPlanSketch, route: RouteKey): Map<Level, SketchPoint[][]> {
  const walk = walkRoute(sketch, sketch.routes[route]);
  const lines = new Map<Level, SketchPoint[][]>();
  const start = walk.rooms[0] ? roomById(sketch, walk.rooms[0]) : undefined;
  if (!start) return lines;
  let level = start.level;
  let line: SketchPoint[] = [passPoint(start)];
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
      line = [stairsPoint(next), passPoint(next)];
      current = next;
      continue;
    }
    const opening = sketch.openings.find((candidate) => candidate.id === passage.id)!;
    const owner = roomById(sketch, opening.roomId)!;
    const door = midpoint(openingSegment(owner, opening));
    line.push(door);
    if (passage.b === 'outside') {
      const out = OUTWARD[opening.side];
      const outside = { x: door.x + out.x * 1.5, y: door.y + out.y * 1.5 };
      line.push(outside);
      if (level === 'ground' && sketch.meeting) {
        // On to the meeting place around the house, never back across it.
        const meeting = { x: sketch.meeting.x + 0.5, y: sketch.meeting.y + 0.5 };
        line.push(...pathToMeeting(roomsOn(sketch, 'ground'), outside, opening.side, meeting));
      }
    } else {
      const next = roomById(sketch, passage.a === current.id ? passage.b : passage.a)!;
      line.push(passPoint(next));
      current = next;
    }
  }
  finish();
  return lines;
}

/**
 * Where a way out crosses a room: below the room's name (the badge of its start does not cover
 * it, and the line passes under the words rather than through them).
 */
function passPoint(room: SketchRoom): SketchPoint {
  const centre = centreOf(room);
  return { x: centre.x, y: centre.y + Math.min(1.4, room.height / 2 - 0.6) };
}

function stairsPoint(room: SketchRoom): SketchPoint {
  return { x: room.x + 0.9, y: room.y + room.height - 0.6 };
}

/** The lines of a way out and, on the level where it starts, its numbered badge. */
export function routeElements(
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
export function findingBadge(at: SketchPoint, number: number): SvgElement {
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

export function markers(): SvgElement {
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
