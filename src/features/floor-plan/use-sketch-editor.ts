import { useCallback } from 'react';
import { useStore } from 'react-redux';
import type { RootState } from '../../state/root-state';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { applySketchEdit, type SketchEdit } from '../../domain/floor-plan/edits';
import { EMPTY_SKETCH, type FloorPlanSketch } from '../../domain/floor-plan/sketch';
import {
  selectCanRedo,
  selectCanUndo,
  sketchChanged,
  sketchRedone,
  sketchUndone,
} from '../../state/floor-plan/floor-plan-slice';
import { selectSketch, trustSketch, useStoredSketch } from '../../state/floor-plan/stored-sketch';

export interface SketchEditor {
  sketch: FloorPlanSketch;
  /** Applies an edit; returns the new sketch (the same one when nothing changed). */
  edit: (edit: SketchEdit) => FloorPlanSketch;
  /**
   * The sketch as stored now. A list drawn a render after each edit (the ways out) acts on this,
   * not on what it shows: two quick taps must each change the latest.
   */
  current: () => FloorPlanSketch;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
}

/** The stored sketch and the ways to change it, each change one step of undo. */
export function useSketchEditor(): SketchEditor {
  const dispatch = useAppDispatch();
  const sketch = useStoredSketch() ?? EMPTY_SKETCH;
  const canUndo = useAppSelector(selectCanUndo);
  const canRedo = useAppSelector(selectCanRedo);
  const store = useStore<RootState>();
  // Reads the sketch when called, not when rendered: the same function for the page's life, so
  // rows given it (a room's form) need not re-render when another room changes.
  const current = useCallback(() => selectSketch(store.getState()) ?? EMPTY_SKETCH, [store]);
  const edit = useCallback(
    (change: SketchEdit) => {
      const stored = current();
      const next = applySketchEdit(stored, change);
      if (next !== stored) dispatch(sketchChanged(trustSketch(next)));
      return next;
    },
    [dispatch, current],
  );
  const undo = useCallback(() => dispatch(sketchUndone()), [dispatch]);
  const redo = useCallback(() => dispatch(sketchRedone()), [dispatch]);
  return { sketch, edit, current, undo, redo, canUndo, canRedo };
}
