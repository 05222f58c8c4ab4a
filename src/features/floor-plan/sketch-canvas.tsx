// The drawing as the editor shows it: one level on the whole grid, rooms and doors focusable.
// Touch and mouse drag rooms (and the blue corner to resize), doors and windows along the walls;
// arrow keys move, Shift+arrows resize. A drag is previewed and becomes one undo step on release.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { SketchFinding } from '../../domain/floor-plan/checks';
import { drawSketch, editorBounds, gridPointAt } from '../../drawing/floor-plan-drawing';
import { applySketchEdit, type SketchEdit } from '../../domain/floor-plan/edits';
import { routeStepForTap } from '../../domain/floor-plan/ways-out';
import { SIDES, pointInRoom, roomById, wallLength } from '../../domain/floor-plan/sketch';
import type {
  FloorPlanSketch,
  Level,
  SketchOpening,
  SketchPoint,
  SketchRoom,
  Side,
} from '../../domain/floor-plan/sketch';
import { roomName, type Translate } from '../../drawing/drawing-labels';
import { svgToReact } from '../../components/sketch/svg-react';
import { useFloorPlanWords } from '../../components/sketch/use-drawing-text';
import type { SketchEditor } from './use-sketch-editor';

export type EditorMode = 'select' | 'first' | 'second' | 'meeting';

interface Props {
  editor: SketchEditor;
  level: Level;
  mode: EditorMode;
  findings: readonly SketchFinding[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** Says what a keyboard change did, in the page's live region. */
  onAnnounce: (message: string) => void;
  describedBy: string;
}

interface Drag {
  pointerId: number;
  id: string;
  what: 'move' | 'resize' | 'opening';
  start: SketchPoint;
  moved: boolean;
}

const ARROWS: Record<string, SketchPoint> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** Tapping within this many cells of where a drag began counts as a tap. */
const TAP_SLOP_CELLS = 0.4;

/** The wall of a room nearest a point, and the cell along it. */
function nearestWall(room: SketchRoom, point: SketchPoint): { side: Side; offset: number } {
  const distances: [Side, number][] = [
    ['north', Math.abs(point.y - room.y)],
    ['south', Math.abs(point.y - (room.y + room.height))],
    ['west', Math.abs(point.x - room.x)],
    ['east', Math.abs(point.x - (room.x + room.width))],
  ];
  const side = distances.sort((a, b) => a[1] - b[1])[0]![0];
  const along = side === 'north' || side === 'south' ? point.x - room.x : point.y - room.y;
  return { side, offset: Math.floor(along) };
}

/** An opening one cell further along its room's walls (clockwise for +1), turning corners. */
function stepAlongWalls(room: SketchRoom, opening: SketchOpening, step: 1 | -1) {
  const offset = opening.offset + step;
  if (offset >= 0 && offset < wallLength(room, opening.side)) return { side: opening.side, offset };
  const index = SIDES.indexOf(opening.side);
  const side = SIDES[(index + step + SIDES.length) % SIDES.length]!;
  return { side, offset: step === 1 ? 0 : wallLength(room, side) - 1 };
}

/**
 * Each room's and door's spoken label, kept while the room (or the door and its room) is the same
 * object: an edit keeps the objects it did not change, so adding the twelfth room words one label,
 * not every room's and door's again. New words, new labels.
 */
function sketchLabels(t: Translate) {
  const rooms = new WeakMap<SketchRoom, string>();
  const openings = new WeakMap<SketchOpening, { room: SketchRoom | undefined; label: string }>();
  return {
    room(room: SketchRoom): string {
      let label = rooms.get(room);
      if (label === undefined) {
        label = t('canvas.room-label', {
          room: roomName(t, room),
          width: room.width / 2,
          height: room.height / 2,
          x: room.x + 1,
          y: room.y + 1,
        });
        rooms.set(room, label);
      }
      return label;
    },
    opening(opening: SketchOpening, current: FloorPlanSketch): string {
      const room = roomById(current, opening.roomId);
      const kept = openings.get(opening);
      if (kept && kept.room === room) return kept.label;
      const label = t(opening.outside ? 'canvas.opening-outside' : 'canvas.opening-label', {
        kind: t(`openings.${opening.kind}`),
        side: t(`sides.${opening.side}`),
        room: roomName(t, room),
      });
      openings.set(opening, { room, label });
      return label;
    },
  };
}

export function SketchCanvas(props: Props) {
  const { editor, level, mode, findings, selectedId, onSelect, onAnnounce, describedBy } = props;
  const { t, text } = useFloorPlanWords();
  const svgRef = useRef<HTMLDivElement>(null);
  // The finger's drag, read and written by the pointer handlers alone. It draws nothing (the
  // preview does), so a pointerdown need not draw the canvas again, and each handler reads the
  // drag as it is now rather than as the last render saw it.
  const drag = useRef<Drag | null>(null);
  const [preview, setPreview] = useState<SketchEdit | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const sketch = useMemo(
    () => (preview ? applySketchEdit(editor.sketch, preview) : editor.sketch),
    [editor.sketch, preview],
  );

  // The view follows the committed sketch, so it does not rescale under a finger mid-drag.
  const bounds = useMemo(() => editorBounds(editor.sketch, level), [editor.sketch, level]);
  const labels = useMemo(() => sketchLabels(t), [t]);
  const drawing = useMemo(
    () =>
      drawSketch(sketch, {
        text,
        levels: [level],
        bounds,
        findings,
        interaction: {
          selectedId,
          roomLabel: labels.room,
          openingLabel: (opening) => labels.opening(opening, sketch),
        },
      }),
    [sketch, text, level, bounds, findings, selectedId, labels],
  );

  // The same elements while the drawing is the same: a change of focus or the start of a drag
  // re-renders the canvas, and React then skips the whole SVG instead of comparing it.
  const elements = useMemo(() => svgToReact(drawing), [drawing]);

  // Keep keyboard focus on the room or door being moved as the drawing is redrawn (only while
  // focus is still in the drawing: never take it from a field elsewhere on the page).
  useEffect(() => {
    const wrapper = svgRef.current;
    if (!focusId || !wrapper) return;
    const element = wrapper.querySelector<SVGElement>(`[data-id="${focusId}"][tabindex]`);
    const active = document.activeElement;
    const lost = active === document.body || (active && wrapper.contains(active));
    if (element && active !== element && lost) element.focus();
  }, [focusId, drawing]);

  function gridPoint(event: { clientX: number; clientY: number }): SketchPoint | null {
    const svg = svgRef.current?.querySelector('svg');
    const matrix = svg?.getScreenCTM();
    if (!svg || !matrix) return null;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return gridPointAt(point, bounds);
  }

  function targetOf(event: { target: EventTarget }): { id: string | null; handle: boolean } {
    const element = (event.target as Element).closest?.('[data-id]');
    return {
      id: element?.getAttribute('data-id') ?? null,
      handle: element?.getAttribute('data-handle') === 'resize',
    };
  }

  function tap(id: string | null, point: SketchPoint | null) {
    if (mode === 'first' || mode === 'second') {
      if (!id) return;
      const route = editor.sketch.routes[mode];
      const step = routeStepForTap(editor.sketch, route, id);
      if (step) editor.edit({ type: 'set-route', route: mode, steps: [...route, step] });
      return;
    }
    if (mode === 'meeting') {
      if (point && level === 'ground' && !pointInRoom(editor.sketch, 'ground', point)) {
        editor.edit({
          type: 'set-meeting',
          point: { x: Math.floor(point.x), y: Math.floor(point.y) },
        });
      }
      return;
    }
    onSelect(id);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    const point = gridPoint(event);
    const { id, handle } = targetOf(event);
    if (!point) return;
    if (mode !== 'select' || !id) {
      // Taps are handled on release, so a scroll that starts here is not a tap.
      drag.current = {
        pointerId: event.pointerId,
        id: id ?? '',
        what: 'move',
        start: point,
        moved: false,
      };
      return;
    }
    const isOpening = editor.sketch.openings.some((opening) => opening.id === id);
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      id,
      what: isOpening ? 'opening' : handle ? 'resize' : 'move',
      start: point,
      moved: false,
    };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId || mode !== 'select' || !current.id) {
      return;
    }
    const point = gridPoint(event);
    if (!point) return;
    if (!movedBeyondTap(current, point)) return;
    current.moved = true;
    setPreview(dragEdit(current, point));
  }

  /** Whether the pointer, now at `point`, has left a tap's reach of where the drag began. */
  function movedBeyondTap(current: Drag, point: SketchPoint): boolean {
    const distance = Math.hypot(point.x - current.start.x, point.y - current.start.y);
    return current.moved || distance >= TAP_SLOP_CELLS;
  }

  function dragEdit(current: Drag, point: SketchPoint): SketchEdit | null {
    const dx = point.x - current.start.x;
    const dy = point.y - current.start.y;
    if (current.what === 'opening') {
      const opening = editor.sketch.openings.find((candidate) => candidate.id === current.id);
      const room = opening && roomById(editor.sketch, opening.roomId);
      return opening && room
        ? { type: 'change-opening', id: opening.id, changes: nearestWall(room, point) }
        : null;
    }
    const room = roomById(editor.sketch, current.id);
    if (!room) return null;
    return current.what === 'resize'
      ? {
          type: 'resize-room',
          id: room.id,
          width: room.width + Math.round(dx),
          height: room.height + Math.round(dy),
        }
      : { type: 'move-room', id: room.id, x: room.x + Math.round(dx), y: room.y + Math.round(dy) };
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    const point = gridPoint(event);
    // Where the finger lifts decides, not the last preview drawn: on a busy phone the last moves
    // (or all of them) may not have been drawn yet when the lift comes.
    const dragging = mode === 'select' && !!current.id && !!point && movedBeyondTap(current, point);
    if (dragging || current.moved) {
      const edit = dragging ? dragEdit(current, point) : preview;
      if (edit) {
        editor.edit(edit);
        onSelect(current.id);
      }
    } else {
      tap(current.id || null, point);
    }
    setPreview(null);
  }

  function onPointerCancel() {
    drag.current = null;
    setPreview(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const { id } = targetOf(event);
    if (!id) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      tap(id, null);
      return;
    }
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    setFocusId(id);
    onSelect(id);
    const room = roomById(editor.sketch, id);
    if (room) {
      if (event.shiftKey) {
        const next = editor.edit({
          type: 'resize-room',
          id,
          width: room.width + arrow.x,
          height: room.height + arrow.y,
        });
        const resized = roomById(next, id)!;
        onAnnounce(
          t('canvas.resized', {
            room: roomName(t, resized),
            width: resized.width / 2,
            height: resized.height / 2,
          }),
        );
      } else {
        const next = editor.edit({
          type: 'move-room',
          id,
          x: room.x + arrow.x,
          y: room.y + arrow.y,
        });
        const moved = roomById(next, id)!;
        onAnnounce(t('canvas.moved', { room: roomName(t, moved), x: moved.x + 1, y: moved.y + 1 }));
      }
      return;
    }
    const opening = editor.sketch.openings.find((candidate) => candidate.id === id);
    const owner = opening && roomById(editor.sketch, opening.roomId);
    if (opening && owner) {
      const step = arrow.x + arrow.y > 0 ? 1 : -1;
      const next = editor.edit({
        type: 'change-opening',
        id,
        changes: stepAlongWalls(owner, opening, step),
      });
      const moved = next.openings.find((candidate) => candidate.id === id);
      if (moved) onAnnounce(labels.opening(moved, next));
    }
  }

  return (
    // The drawing's rooms and doors are the focusable controls; this wrapper only listens.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={svgRef}
      className={`sketch-canvas sketch-canvas--${mode}`}
      aria-describedby={describedBy}
      data-testid="sketch-canvas"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusId(null);
      }}
    >
      {elements}
    </div>
  );
}
