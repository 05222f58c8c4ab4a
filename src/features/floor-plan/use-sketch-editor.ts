import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { applySketchEdit, type SketchEdit } from '../../domain/floor-plan/edits';
import { EMPTY_SKETCH, type FloorPlanSketch } from '../../domain/floor-plan/sketch';
import {
  selectCanRedo,
  selectCanUndo,
  sketchChanged,
  sketchRedone,
  sketchUndone,
} from './floor-plan-slice';
import { useStoredSketch } from './use-sketch';

export interface SketchEditor {
  sketch: FloorPlanSketch;
  /** Applies an edit; returns the new sketch (the same one when nothing changed). */
  edit: (edit: SketchEdit) => FloorPlanSketch;
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
  const edit = useCallback(
    (change: SketchEdit) => {
      const next = applySketchEdit(sketch, change);
      if (next !== sketch) dispatch(sketchChanged(next));
      return next;
    },
    [dispatch, sketch],
  );
  const undo = useCallback(() => dispatch(sketchUndone()), [dispatch]);
  const redo = useCallback(() => dispatch(sketchRedone()), [dispatch]);
  return { sketch, edit, undo, redo, canUndo, canRedo };
}
