// Helpers in order and on floors, and someone who may not wake to the alarm (issue 41): the
// issue's household (tests/support/verdict-household.ts) and small changes to it.
import { describe, expect, it } from 'vitest';
import { describeNeeds, needTodos, needsOf } from '../../../src/domain/plan/household-needs';
import { sleepingPlaceTodos } from '../../../src/domain/plan/sleeping-places';
import { planDetailsSchema } from '../../../src/contracts/plan-details-schema';
import type { HouseholdPerson, PlanDetails } from '../../../src/domain/plan/details';
import type { Phrase } from '../../../src/domain/plan/description';
import { phraseText } from '../../../src/domain/plan/description';
import { VERDICT_DETAILS, VERDICT_SKETCH } from '../../support/verdict-household';
import { twoStoreys } from '../floor-plan/sketch-fixtures';

const words = (phrase: Phrase) =>
  phraseText(phrase, (key, values) => `${key}(${Object.values(values).join(',')})`);

const people = VERDICT_DETAILS.people!;
const withPeople = (list: HouseholdPerson[]): PlanDetails => ({ ...VERDICT_DETAILS, people: list });

describe('a helper who must be woken first', () => {
  it('the plan says who wakes them, before they get their person out', () => {
    const mia = describeNeeds(VERDICT_DETAILS, VERDICT_SKETCH).people.find(
      (person) => person.name === 'Mia',
    )!;
    expect(mia.actions.map(words)).toContain('needs.who.after-woken(Mia,Alex,Sam)');
  });

  it('says nothing of order for a helper who needs no waking', () => {
    const leo = describeNeeds(VERDICT_DETAILS, VERDICT_SKETCH).people.find(
      (person) => person.name === 'Leo',
    )!;
    expect(leo.actions.map(words).some((line) => line.startsWith('needs.who.after-woken'))).toBe(
      false,
    );
  });
});

describe('a helper with people on two levels', () => {
  it('is named, with who else could take a job', () => {
    // Sam gets out Alex and Leo upstairs and Nana downstairs; Alex, once woken, can help.
    const todo = needTodos(VERDICT_DETAILS, VERDICT_SKETCH).find((item) =>
      item.key.startsWith('helper-two-levels'),
    );
    expect(todo).toEqual({
      key: 'helper-two-levels',
      fieldValue: false,
      values: { name: 'Sam', people: 'Alex, Leo, Nana', others: 'Alex' },
    });
  });

  it('is not named while everyone they help sleeps on one level', () => {
    const upstairs = withPeople(people.map((person) => ({ ...person, bedroomId: 'b2' })));
    expect(
      needTodos(upstairs, VERDICT_SKETCH).some((item) => item.key.startsWith('helper-two-levels')),
    ).toBe(false);
  });
});

describe('someone who may not wake to the alarm', () => {
  const koro = (needs: HouseholdPerson['needs'], bedroomId = 'b1'): PlanDetails => ({
    people: [
      { id: 'p1', name: 'Sam', needsHelp: false },
      { id: 'p2', name: 'Koro', needsHelp: true, needs, helperId: 'p1', bedroomId },
    ],
  });
  const keys = (details: PlanDetails, sketch = twoStoreys({ ladder: true })) =>
    sleepingPlaceTodos(details, sketch, needsOf).map((todo) => todo.key);

  it('is a need the contract accepts, with a waker and its advice', () => {
    const details = koro(['may-not-wake']);
    expect(planDetailsSchema.safeParse(details).success).toBe(true);
    const [advice] = describeNeeds(details, null).people;
    expect(advice!.actions.map(words)).toEqual([
      'needs.who.wakes(Koro,Sam)',
      'needs.lines.deep-sleep-tell(Koro)',
      'needs.lines.deep-sleep-medicine(Koro)',
    ]);
  });

  it.each([
    ['no alarm in their room', undefined, ['sleeps-no-own-alarm']],
    ['an alarm in their room', [{ id: 'a1', roomId: 'b1' }], []],
  ])('%s', (_name, alarms, expected) => {
    expect(keys(koro(['may-not-wake']), twoStoreys({ ladder: true, alarms }))).toEqual(expected);
  });

  it('who cannot hear it either needs the alarm that wakes them, said once', () => {
    expect(keys(koro(['cannot-hear', 'may-not-wake']))).toEqual(['sleeps-no-waking-alarm']);
  });

  it('can help others once woken', () => {
    const details: PlanDetails = {
      people: [
        { id: 'p1', name: 'Sam', needsHelp: false },
        { id: 'p2', name: 'Koro', needsHelp: true, needs: ['may-not-wake'], helperId: 'p1' },
        { id: 'p3', name: 'Mia', needsHelp: true, needs: ['child'], helperId: 'p2' },
      ],
    };
    const mia = describeNeeds(details, null).people.find((person) => person.name === 'Mia')!;
    expect(mia.actions.map(words)).toContain('needs.who.wakes-child(Mia,Koro)');
  });
});
