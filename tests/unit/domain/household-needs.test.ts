// What follows from each need (actions and to-dos), the helper's role, the upstairs
// way out, and when a free home fire safety visit is recommended.
import { describe, expect, it } from 'vitest';
import type { NeedKind } from '../../../src/content/household-needs';
import { EMPTY_SKETCH, type FloorPlanSketch } from '../../../src/domain/floor-plan/sketch';
import { helpsOthers, possibleHelpers, withPerson } from '../../../src/domain/plan/household';
import {
  describeNeeds,
  hasNeedsAdvice,
  helperOverloads,
  helperTodoKey,
  homeVisitReasons,
  isHomeVisitRecommended,
  needTodos,
  needsOf,
} from '../../../src/domain/plan/household-needs';
import { deriveChecklist } from '../../../src/domain/plan/checklist';
import { describePlan } from '../../../src/domain/plan/description';
import { detailsForAnswers } from '../../../src/domain/plan/details-check';
import type { HouseholdPerson, PlanDetails } from '../../../src/domain/plan/details';
import type { PlanAnswers } from '../../../src/vocabulary/types';

const mum: HouseholdPerson = { id: 'p1', name: 'Mum', needsHelp: false };
const person = (needs: NeedKind[], extra: Partial<HouseholdPerson> = {}): HouseholdPerson => ({
  id: 'p2',
  name: 'Tama',
  needsHelp: true,
  needs,
  ...extra,
});
const household = (...people: HouseholdPerson[]): PlanDetails => ({ people: [mum, ...people] });
const k = (key: string, values?: Record<string, string>) => (values ? { key, values } : { key });

const SAFE_ANSWERS: PlanAnswers = {
  'smoke-alarms-right-places': ['yes'],
  'smoke-alarms': ['yes'],
  'living-situation': ['other-adults'],
  'house-type': ['house'],
  'first-escape-route': { 'route-planned': true, obstacles: false, assistance: false },
  'second-escape-route': { 'route-planned': true, obstacles: false, assistance: false },
  'meeting-area': ['letterbox'],
  discussed: ['yes'],
};

describe('each need and its actions', () => {
  const name = { name: 'Tama' };
  it.each<[NeedKind, ReturnType<typeof k>[], ReturnType<typeof k>[], string[]]>([
    [
      'cannot-hear',
      [k('needs.who.wakes', { name: 'Tama', helper: 'Mum' })],
      [
        k('needs.lines.special-alarms', name),
        k('needs.lines.hearing-assessment', name),
        k('needs.lines.hear-from-bed', name),
        k('needs.lines.txt-111', name),
        k('needs.lines.txt-111-reply', name),
      ],
      ['need-hearing-visit', 'need-111-txt'],
    ],
    [
      'child',
      [k('needs.who.wakes-child', { name: 'Tama', helper: 'Mum' })],
      [k('needs.lines.children-sleep-through', name), k('needs.lines.child-own-part', name)],
      [],
    ],
    ['baby', [k('needs.who.carries', { name: 'Tama', helper: 'Mum' })], [], []],
    [
      'moves-slowly',
      [],
      [
        k('needs.lines.sleep-ground-floor', name),
        k('needs.lines.bedside-mobility', name),
        k('needs.lines.doorways-wide', name),
        k('needs.lines.alarm-reach', name),
      ],
      ['need-ground-floor', 'need-bedside-mobility'],
    ],
    [
      'cannot-see',
      [],
      [k('needs.lines.bedside-sight', name), k('needs.lines.sight-practice', name)],
      ['need-bedside-sight'],
    ],
    [
      'medical-equipment',
      [],
      [
        k('needs.lines.oxygen', name),
        k('needs.lines.oxygen-care', name),
        k('needs.lines.equipment-power', name),
        k('needs.lines.equipment-charging', name),
      ],
      [],
    ],
  ])('%s: who, what to do and the to-dos', (kind, who, lines, todos) => {
    const details = household(person([kind], { helperId: 'p1' }));
    const advice = describeNeeds(details);
    expect(advice.people).toEqual([
      {
        personId: 'p2',
        name: 'Tama',
        kinds: [k(`needs.kinds.${kind}`)],
        actions: [...who, ...lines],
      },
    ]);
    expect(advice.upstairs).toBeNull();
    expect(needTodos(details)).toEqual(
      todos.map((key) => ({ key, fieldValue: false, values: { name: 'Tama' } })),
    );
  });

  it('something else: the own words, trimmed, and no action of its own', () => {
    const details = household(person(['other'], { needsOther: '  Sleeps very deeply ' }));
    expect(describeNeeds(details).people).toEqual([
      { personId: 'p2', name: 'Tama', kinds: [{ text: 'Sleeps very deeply' }], actions: [] },
    ]);
    expect(needTodos(details)).toEqual([]);
  });

  it('"something else" without words says nothing', () => {
    expect(describeNeeds(household(person(['other']))).people).toEqual([]);
  });

  it('without a helper, the who line asks to agree one', () => {
    const actions = (kind: NeedKind) => describeNeeds(household(person([kind]))).people[0]?.actions;
    expect(actions('cannot-hear')?.[0]).toEqual(k('needs.who.wakes-none', { name: 'Tama' }));
    expect(actions('child')?.[0]).toEqual(k('needs.who.wakes-child-none', { name: 'Tama' }));
    expect(actions('baby')).toEqual([k('needs.who.carries-none', { name: 'Tama' })]);
  });

  it('several needs: every line once, the strongest helper role', () => {
    const nana = person(['cannot-hear', 'moves-slowly', 'cannot-see'], { name: 'Nana' });
    const [advice] = describeNeeds(household(nana)).people;
    expect(advice?.kinds).toEqual([
      k('needs.kinds.cannot-hear'),
      k('needs.kinds.moves-slowly'),
      k('needs.kinds.cannot-see'),
    ]);
    expect(advice?.actions.map((action) => ('key' in action ? action.key : ''))).toEqual([
      'needs.who.wakes-none',
      'needs.lines.special-alarms',
      'needs.lines.hearing-assessment',
      'needs.lines.hear-from-bed',
      'needs.lines.txt-111',
      'needs.lines.txt-111-reply',
      'needs.lines.sleep-ground-floor',
      'needs.lines.bedside-mobility',
      'needs.lines.doorways-wide',
      'needs.lines.alarm-reach',
      'needs.lines.bedside-sight',
      'needs.lines.sight-practice',
    ]);
    expect(helperTodoKey(person(['cannot-hear', 'baby']))).toBe('household-carrier');
    expect(helperTodoKey(person(['child', 'cannot-hear']))).toBe('household-child-waker');
    expect(helperTodoKey(person(['cannot-hear']))).toBe('household-waker');
    expect(helperTodoKey(person(['moves-slowly']))).toBe('household-helper');
    expect(helperTodoKey(person([]))).toBe('household-helper');
  });

  it('needs count for anyone; a helper only for someone who needs one', () => {
    expect(needsOf(person(['cannot-hear'], { needsHelp: false }))).toEqual(['cannot-hear']);
    const getsOutAlone = person(['moves-slowly'], { needsHelp: false });
    const advice = describeNeeds(household(getsOutAlone), null, SAFE_ANSWERS);
    // A wheelchair user who gets out alone: their way out and door widths, no helper line.
    expect(advice.people[0]?.actions).toContainEqual(k('needs.lines.doorways-wide', name));
    const keys = advice.people[0]?.actions.map((action) => ('key' in action ? action.key : ''));
    expect(keys?.filter((key) => key.startsWith('needs.who'))).toEqual([]);
    expect(
      deriveChecklist(SAFE_ANSWERS, household(getsOutAlone)).map(({ key }) => key),
    ).not.toContain('household-helper');
    // They can take a pet (their own included) and help others out.
    expect(helpsOthers(getsOutAlone)).toBe(true);
  });

  it('unticking "needs someone to get them out" keeps the needs and clears the helper', () => {
    const details = household(person(['other'], { needsOther: 'x', helperId: 'p1' }));
    const changed = withPerson(details, {
      ...person(['other'], { needsOther: 'x', helperId: 'p1' }),
      needsHelp: false,
    });
    expect(changed.people?.[1]).toEqual({
      id: 'p2',
      name: 'Tama',
      needsHelp: false,
      needs: ['other'],
      needsOther: 'x',
    });
  });
});

describe('bedrooms upstairs (from the floor plan)', () => {
  const room = (id: string, kind: 'bedroom' | 'living', level: 'ground' | 'upstairs') => ({
    id,
    kind,
    level,
    x: 0,
    y: 0,
    width: 4,
    height: 4,
  });
  const sketch = (rooms: FloorPlanSketch['rooms']): FloorPlanSketch => ({ ...EMPTY_SKETCH, rooms });

  it('a bedroom upstairs asks for a second way out from upstairs, and practising it', () => {
    const upstairs = sketch([room('r1', 'bedroom', 'upstairs'), room('r2', 'living', 'ground')]);
    expect(describeNeeds(undefined, upstairs)).toEqual({
      people: [],
      upstairs: k('needs.lines.upstairs'),
      onYourOwn: [],
    });
    expect(needTodos(undefined, upstairs)).toEqual([
      { key: 'upstairs-second-way', fieldValue: false },
    ]);
    expect(deriveChecklist(SAFE_ANSWERS, {}, upstairs)).toContainEqual({
      key: 'upstairs-second-way',
      fieldValue: false,
    });
  });

  it('only bedrooms upstairs count', () => {
    for (const rooms of [
      [room('r1', 'bedroom', 'ground')],
      [room('r1', 'living', 'upstairs')],
      [],
    ]) {
      expect(hasNeedsAdvice(describeNeeds(undefined, sketch(rooms)))).toBe(false);
      expect(needTodos(undefined, sketch(rooms))).toEqual([]);
    }
  });
});

describe('the checklist with needs', () => {
  const answers: PlanAnswers = {
    ...SAFE_ANSWERS,
    'living-situation': ['other-adults', 'children-babies', 'need-assistance'],
  };
  it('agrees who wakes or carries, then what the needs ask for, after the household', () => {
    const details: PlanDetails = {
      people: [
        mum,
        { id: 'p2', name: 'Hemi', needsHelp: true, needs: ['cannot-hear'] },
        { id: 'p3', name: 'Mia', needsHelp: true, needs: ['child'] },
        { id: 'p4', name: 'Pēpi', needsHelp: true, needs: ['baby'], helperId: 'p1' },
        { id: 'p5', name: 'Nana', needsHelp: true, needs: ['moves-slowly'] },
      ],
    };
    const items = deriveChecklist(answers, details).filter(
      (item) => item.values?.name !== undefined,
    );
    expect(items).toEqual([
      { key: 'household-waker', fieldValue: false, values: { name: 'Hemi' } },
      { key: 'household-child-waker', fieldValue: false, values: { name: 'Mia' } },
      { key: 'household-helper', fieldValue: false, values: { name: 'Nana' } },
      { key: 'need-hearing-visit', fieldValue: false, values: { name: 'Hemi' } },
      { key: 'need-111-txt', fieldValue: false, values: { name: 'Hemi' } },
      { key: 'need-ground-floor', fieldValue: false, values: { name: 'Nana' } },
      { key: 'need-bedside-mobility', fieldValue: false, values: { name: 'Nana' } },
    ]);
  });
});

describe('a plan saved before needs existed', () => {
  const answers: PlanAnswers = {
    ...SAFE_ANSWERS,
    'living-situation': ['other-adults', 'need-assistance'],
  };
  const OLD: PlanDetails = {
    people: [mum, { id: 'p2', name: 'Koro', needsHelp: true }],
    pets: [{ id: 'a1', name: 'Rex', takerId: 'p1' }],
  };

  it('keeps its details as they were and says nothing about needs', () => {
    expect(detailsForAnswers(OLD, answers)).toEqual(OLD);
    expect(describeNeeds(detailsForAnswers(OLD, answers))).toEqual({
      people: [],
      upstairs: null,
      onYourOwn: [],
    });
  });

  it('has the same household and checklist as before', () => {
    expect(describePlan(answers, OLD).household.people).toEqual([
      { text: 'Mum' },
      k('details.summary.person-needs-helper', { name: 'Koro' }),
    ]);
    expect(deriveChecklist(answers, OLD).map((item) => item.key)).toEqual([
      'smoke-alarms-right-places',
      'smoke-alarms',
      'household-helper',
      'first-route-planned',
      'second-route-planned',
      'discussed',
    ]);
  });
});

describe('the free home fire safety visit', () => {
  const deaf: PlanDetails = household(person(['cannot-hear'], { helperId: 'p1' }));

  it('is not recommended when alarms are right, work, and nobody needs help', () => {
    expect(homeVisitReasons(SAFE_ANSWERS)).toEqual([]);
    expect(homeVisitReasons(SAFE_ANSWERS, household())).toEqual([]);
    expect(isHomeVisitRecommended(SAFE_ANSWERS, household())).toBe(false);
  });

  it.each<[string, PlanAnswers, PlanDetails | undefined, string[]]>([
    [
      'no smoke alarms',
      { ...SAFE_ANSWERS, 'smoke-alarms': ['dont-have-any'] },
      undefined,
      ['no-alarms'],
    ],
    [
      'not sure they work',
      { ...SAFE_ANSWERS, 'smoke-alarms': ['no-not-sure'] },
      undefined,
      ['alarms-unsure'],
    ],
    [
      'alarms not in the right places',
      { ...SAFE_ANSWERS, 'smoke-alarms-right-places': ['no'] },
      undefined,
      ['alarm-places'],
    ],
    [
      'not sure of the places',
      { ...SAFE_ANSWERS, 'smoke-alarms-right-places': ['no-not-sure'] },
      undefined,
      ['alarm-places'],
    ],
    [
      'someone needs help (answered)',
      { ...SAFE_ANSWERS, 'living-situation': ['just-me', 'need-assistance'] },
      undefined,
      ['needs-help'],
    ],
    ['someone needs help (household)', SAFE_ANSWERS, household(person([])), ['needs-help']],
    ['someone cannot hear the alarm', SAFE_ANSWERS, deaf, ['needs-help', 'cannot-hear']],
  ])('is recommended for %s', (_case, answers, details, reasons) => {
    expect(homeVisitReasons(answers, details)).toEqual(reasons);
    expect(isHomeVisitRecommended(answers, details)).toBe(true);
  });

  it('lists every reason, in order', () => {
    const answers: PlanAnswers = {
      ...SAFE_ANSWERS,
      'smoke-alarms-right-places': ['no'],
      'smoke-alarms': ['dont-have-any'],
    };
    expect(homeVisitReasons(answers, deaf)).toEqual([
      'no-alarms',
      'alarm-places',
      'needs-help',
      'cannot-hear',
    ]);
  });
});

describe('helpers as people are', () => {
  // A two-level household: a Deaf adult and a hearing partner, children of 4 and 8, a grandparent
  // who uses a walker, and a dog.
  const tama: HouseholdPerson = { id: 'p1', name: 'Tama', needsHelp: false };
  const ana = (helperId?: string): HouseholdPerson => ({
    id: 'p2',
    name: 'Ana',
    needsHelp: true,
    needs: ['cannot-hear'],
    ...(helperId ? { helperId } : {}),
  });
  const child = (id: string, name: string, helperId: string): HouseholdPerson => ({
    id,
    name,
    needsHelp: true,
    needs: ['child'],
    helperId,
  });
  const nana: HouseholdPerson = {
    id: 'p5',
    name: 'Nana',
    needsHelp: true,
    needs: ['moves-slowly'],
    helperId: 'p1',
  };

  it('offers someone who only needs waking as a helper, and no one who needs more', () => {
    const details = { people: [tama, ana('p1'), child('p3', 'Mere', 'p1'), nana] };
    expect(helpsOthers(ana())).toBe(true);
    expect(helpsOthers({ ...ana(), needs: ['cannot-hear', 'moves-slowly'] })).toBe(false);
    expect(helpsOthers(nana)).toBe(false);
    expect(possibleHelpers(details, 'p3').map((person) => person.name)).toEqual(['Tama', 'Ana']);
    // Ana keeps the child she helps when her own needs are edited and still only need waking.
    const withAna = { people: [tama, ana('p1'), child('p3', 'Mere', 'p2')] };
    const edited = withPerson(withAna, { ...ana('p1'), name: 'Ana T' });
    expect(edited.people?.find((person) => person.id === 'p3')?.helperId).toBe('p2');
  });

  it('names the one adult left with everyone, and who else can take a job', () => {
    const everyoneOnTama = {
      people: [tama, ana('p1'), child('p3', 'Mere', 'p1'), child('p4', 'Hemi', 'p1'), nana],
    };
    expect(
      helperOverloads(everyoneOnTama).map(({ helper, people, others }) => [
        helper.name,
        people.length,
        others.map((other) => other.name),
      ]),
    ).toEqual([['Tama', 4, ['Ana']]]);
    expect(needTodos(everyoneOnTama)).toContainEqual({
      key: 'helper-overloaded',
      fieldValue: false,
      values: { name: 'Tama', count: '4', others: 'Ana' },
    });
    // Once woken, Ana takes the children: two jobs each, nobody overloaded.
    const shared = {
      people: [tama, ana('p1'), child('p3', 'Mere', 'p2'), child('p4', 'Hemi', 'p2'), nana],
    };
    expect(helperOverloads(shared)).toEqual([]);
  });

  it('counts more than one to carry as too much for one adult, with nobody else to ask', () => {
    const baby = (id: string, name: string): HouseholdPerson => ({
      id,
      name,
      needsHelp: true,
      needs: ['baby'],
      helperId: 'p1',
    });
    const twins = { people: [tama, baby('p2', 'Aroha'), baby('p3', 'Rua')] };
    expect(needTodos(twins)).toContainEqual({
      key: 'helper-overloaded-alone',
      fieldValue: false,
      values: { name: 'Tama', count: '2', others: '' },
    });
    const oneBaby = { people: [tama, baby('p2', 'Aroha'), ana('p1')] };
    expect(helperOverloads(oneBaby)).toEqual([]);
  });
});
