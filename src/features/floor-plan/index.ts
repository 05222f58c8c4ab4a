// What other features may use of the floor plan: the stored sketch, its drawing with findings,
// and the link to the editor. The editor page itself loads only on /floor-plan.
export { selectSketch, useStoredSketch, validSketch } from './use-sketch';
export { SketchSummary } from './sketch-view';
export { FloorPlanLink } from './floor-plan-link';
