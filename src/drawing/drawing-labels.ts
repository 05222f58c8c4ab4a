// Which keys of the 'floor-plan' locale namespace label the drawing and word the findings. The
// page (use-drawing-text.ts) and the plan email's sketch (server/mail/plan-sketch.ts) both pass
// i18next's `t` for that namespace, so they say the same thing from the same keys.
import type { SketchFinding } from '../domain/floor-plan/checks';
import type { SketchDrawingText } from './drawing-types';
import { LEVELS, ROOM_KINDS, roomById } from '../domain/floor-plan/sketch';
import type { FloorPlanSketch, SketchRoom } from '../domain/floor-plan/sketch';
import type { FloorPlanKey } from '../vocabulary/text-keys';

/** i18next's `t` fixed to the 'floor-plan' namespace: a dotted key and its {{placeholders}}. */
export type Translate = (key: FloorPlanKey, values?: Record<string, string | number>) => string;

export function sketchDrawingText(t: Translate): SketchDrawingText {
  return {
    title: t('drawing.title'),
    roomKinds: Object.fromEntries(
      ROOM_KINDS.map((kind) => [kind, t(`kinds.${kind}`)]),
    ) as SketchDrawingText['roomKinds'],
    levels: Object.fromEntries(
      LEVELS.map((level) => [level, t(`levels.${level}`)]),
    ) as SketchDrawingText['levels'],
    door: t('drawing.door'),
    window: t('drawing.window'),
    outside: t('drawing.outside'),
    alarm: t('drawing.alarm'),
    stairs: t('drawing.stairs'),
    meeting: t('drawing.meeting'),
    routes: { first: t('routes.first'), second: t('routes.second') },
    finding: t('drawing.finding'),
    legend: t('drawing.legend'),
  };
}

/** A room as people call it: its name, else its kind. */
export function roomName(t: Translate, room: SketchRoom | undefined): string {
  return room ? (room.name ?? t(`kinds.${room.kind}`)) : '';
}

/** One finding as a checklist line. */
export function findingText(t: Translate, sketch: FloorPlanSketch, finding: SketchFinding): string {
  const room = roomName(t, roomById(sketch, finding.roomId));
  switch (finding.kind) {
    case 'bedroom-ways-out':
      return t(`findings.bedroom-ways-out-${finding.waysOut}`, { room });
    case 'upstairs-window':
      return t('findings.upstairs-window', { room });
    case 'bedroom-no-alarm':
      return t('findings.bedroom-no-alarm', { room });
    case 'bedroom-alarm-outside':
      return t('findings.bedroom-alarm-outside', { room });
    case 'level-no-alarm':
      return t('findings.level-no-alarm', { level: t(`levels.${finding.level}`) });
    case 'routes-same-stairs':
      return t('findings.routes-same-stairs', { room });
    case 'route-no-alarm':
      return t('findings.route-no-alarm', { room, route: t(`routes.${finding.route}`) });
  }
}
