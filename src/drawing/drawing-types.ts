// What a drawing of the sketch is given: its words, the editor's interaction and the options.
import type { SketchFinding } from '../domain/floor-plan/checks';

import type {
  Level,
  RoomKind,
  RouteKey,
  SketchOpening,
  SketchRoom,
} from '../domain/floor-plan/sketch';

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
  /** The legend's accessible name, when drawn on its own. */
  legend: string;
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
  /**
   * Every level drawn over the same part of the grid (what all levels take up together), so
   * pictures of one level each come out at one scale (the printed plan's ground and upstairs).
   */
  oneScale?: boolean;
  legend?: boolean;
  /** The drawing's accessible name, when not the title (one level of several). */
  label?: string;
  /**
   * Room names' size in drawing units (by default 13, 11 in a narrow room): the printed plan
   * makes them large enough to print at 8 pt or more (printLabelSize).
   */
  labelSize?: number;
  /** Makes rooms and openings focusable and tappable (the editor). */
  interaction?: SketchDrawingInteraction;
}

export interface GridBounds {
  x: number;
  y: number;
  width: number;
  height: number;
}
