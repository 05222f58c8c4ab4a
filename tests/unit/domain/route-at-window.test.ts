// A way out that stops before a window whose way down is unanswered (an earlier release's, brought
// in line) says so, naming the room and the way out; any other way out that does not reach
// outside keeps the plain words (issue 51).
import { describe, expect, it } from 'vitest';
import { floorPlanSketchSchema } from '../../../src/contracts/floor-plan';
import { assessPlan } from '../../../src/domain/plan/assessment';
import type { FloorPlanSketch } from '../../../src/domain/floor-plan/sketch';
import type { PlanAnswers } from '../../../src/vocabulary/types';
import release from '../../fixtures/releases/f2ba5b3.json' with { type: 'json' };

const STORED = release.persisted.floorPlan.sketch as FloorPlanSketch;
const ANSWERS = release.persisted.plan.answers as unknown as PlanAnswers;

function routeWords(sketch: FloorPlanSketch) {
  return assessPlan(ANSWERS, {}, sketch)
    .findings.filter((finding) => finding.key === 'route-not-outside')
    .map((finding) => [finding.id, finding.words]);
}

const withRoutes = (second: string[]): FloorPlanSketch => ({
  ...STORED,
  routes: { first: STORED.routes.first, second },
});

describe('a drawn way out that does not reach outside', () => {
  it('stopping before the unanswered window it left by: names the room and the way out', () => {
    expect(routeWords(floorPlanSketchSchema.parse(STORED))).toEqual([
      [
        'sketch:route-not-outside:second',
        {
          key: 'assessment.route-at-window',
          values: { room: { text: "Aroha's room" }, way: { key: 'floor-plan:routes.second' } },
        },
      ],
    ]);
  });

  it('in a room whose window was answered "nobody can": the plain words', () => {
    const answered = {
      ...withRoutes(['b2']),
      openings: STORED.openings.map((opening) =>
        opening.id === 'w2' ? { ...opening, descent: 'none' as const } : opening,
      ),
    };
    expect(routeWords(answered)).toEqual([
      ['sketch:route-not-outside:second', { key: 'assessment.route-not-outside' }],
    ]);
  });

  it.each([
    ['a room with no window (the landing, beside the room that has one)', ['b2', 'd4']],
    ['a room whose window has its way down (a ladder)', ['b3']],
  ])('stopping in %s: the plain words', (_case, second) => {
    expect(routeWords(withRoutes(second))).toEqual([
      ['sketch:route-not-outside:second', { key: 'assessment.route-not-outside' }],
    ]);
  });

  it('none drawn: nothing said', () => {
    expect(routeWords(withRoutes([]))).toEqual([]);
  });
});

describe('a step box with something left to sort', () => {
  it('says "planned, not ready yet", never a bare "planned" above what is left', () => {
    const { steps } = assessPlan(ANSWERS, {}, floorPlanSketchSchema.parse(STORED));
    const second = steps.find((step) => step.key === 'second')!;
    expect(second.problems.length).toBeGreaterThan(0);
    expect(second.lines).toEqual([{ key: 'print.steps.planned-left' }]);
    const settled = assessPlan(ANSWERS, {}, withRoutes([])).steps.find((s) => s.key === 'meeting');
    expect(settled?.lines).not.toContainEqual({ key: 'print.steps.planned-left' });
  });
});
