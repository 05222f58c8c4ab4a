// The household of issue 41, for the component and end-to-end tests alike: Sam and Alex (Deaf)
// sleep upstairs with Mia (4) and Leo (8), Nana (walker) downstairs; the second way out is a
// bedroom window with an escape ladder; smoke alarms only in the hallway and on the landing.
// Mia, Leo and Nana cannot use that window on their own: three things left before "ready".
import { twoStoreys } from '../unit/floor-plan/sketch-fixtures';
import type { HouseholdPerson, PlanDetails } from '../../src/domain/plan/details';
import type { PlanAnswers } from '../../src/vocabulary/types';

export const VERDICT_ANSWERS: PlanAnswers = {
  'smoke-alarms-right-places': ['yes'],
  'smoke-alarms': ['yes'],
  'living-situation': ['other-adults', 'children-babies', 'need-assistance'],
  'house-type': ['house'],
  'first-escape-route': { 'route-planned': true, obstacles: false, assistance: true },
  'second-escape-route': { 'route-planned': true, obstacles: false, assistance: true },
  'meeting-area': ['letterbox'],
  discussed: ['no'],
};

const PEOPLE: HouseholdPerson[] = [
  { id: 'p1', name: 'Sam', needsHelp: false, bedroomId: 'b2' },
  {
    id: 'p2',
    name: 'Alex',
    needsHelp: true,
    needs: ['cannot-hear'],
    helperId: 'p1',
    bedroomId: 'b2',
  },
  { id: 'p3', name: 'Mia', needsHelp: true, needs: ['child'], helperId: 'p2', bedroomId: 'b2' },
  { id: 'p4', name: 'Leo', needsHelp: true, needs: ['child'], helperId: 'p1', bedroomId: 'b2' },
  {
    id: 'p5',
    name: 'Nana',
    needsHelp: true,
    needs: ['moves-slowly'],
    helperId: 'p1',
    bedroomId: 'b1',
  },
];

export const VERDICT_DETAILS: PlanDetails = {
  people: PEOPLE,
  storeys: 'more',
  wayOuts: { second: { kind: 'bedroom-window' } },
};

export const VERDICT_SKETCH = twoStoreys({
  ladder: true,
  alarms: [
    { id: 'a1', roomId: 'h1' },
    { id: 'a2', roomId: 'h2' },
  ],
});

/** How many things the plan has left to sort, and who the second way out does not suit. */
export const VERDICT_OPEN = 3;
export const VERDICT_NAMES = 'Mia, Leo, Nana';

/** "{{name}}" filled in. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

/**
 * The household of issue 50: the same people, with Nana (78) also on sleeping pills ('may not
 * wake'). Sam is to get Alex, Leo and Nana out (more than one adult can, on two levels); Mia and
 * Leo cannot use the upstairs window alone, nor Nana the window downstairs: five things to sort.
 */
export const ISSUE50_DETAILS: PlanDetails = {
  ...VERDICT_DETAILS,
  people: PEOPLE.map((person) =>
    person.name === 'Nana' ? { ...person, needs: ['moves-slowly', 'may-not-wake'] } : person,
  ),
};
export const ISSUE50_TO_SORT = 5;
