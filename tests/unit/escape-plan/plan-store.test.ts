// The plan slice in a real store (makeStore), and its persistence through redux-persist with an
// in-memory PersistStorage standing in for IndexedDB.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { persistStore } from 'redux-persist';
import { PERSIST_VERSION, makeStore, type AppStore } from '../../../src/app/store';
import { memoryStorage } from '../app/memory-storage';
import {
  answerDrafted,
  answerRecorded,
  buildingWayOutDescribed,
  contactDrafted,
  doItNowRecorded,
  formSubmitted,
  householdChanged,
  houseTypeChanged,
  planReset,
  selectPlanAnswers,
  selectPlanDetails,
  selectPlanEmail,
  selectPlanName,
  selectPlanContactDraft,
  selectPlanDrafts,
  wayOutDescribed,
} from '../../../src/state/plan/plan-slice';
import {
  selectPlanChangedSinceSent,
  selectPlanSubmissionStatus,
  selectSavedPlanIdentifier,
} from '../../../src/features/escape-plan/plan-submission';
import {
  selectHelpAssignments,
  selectHouseholdPeople,
} from '../../../src/state/plan/plan-selectors';
import { settle } from '../submissions/submissions';
import { planContent } from '../../../src/domain/plan/saved-content';
import { sketchChanged } from '../../../src/state/floor-plan/floor-plan-slice';
import { HOUSE_ROOMS, sketchOf } from '../floor-plan/sketch-fixtures';

const selectSaveState = (state: Parameters<typeof selectPlanSubmissionStatus>[0]) =>
  selectPlanSubmissionStatus(state).state;

function persisted(store: AppStore): Promise<ReturnType<typeof persistStore>> {
  return new Promise((resolve) => {
    const persistor = persistStore(store, null, () => resolve(persistor));
  });
}

const houseAnswers = () => {
  const store = makeStore();
  store.dispatch(answerRecorded({ slug: 'smoke-alarms-right-places', value: ['yes'] }));
  store.dispatch(houseTypeChanged('house'));
  store.dispatch(answerRecorded({ slug: 'first-escape-route', value: { 'route-planned': true } }));
  store.dispatch(answerRecorded({ slug: 'meeting-area', value: ['By the gate post'] }));
  return store;
};

describe('plan slice', () => {
  it('keeps a draft until Continue records the answer, and the typed contact until it is sent', () => {
    const store = makeStore();
    const draft = { selected: ['other'], otherText: 'By the water tank' };
    store.dispatch(answerDrafted({ slug: 'meeting-area', draft }));
    store.dispatch(
      answerDrafted({ slug: 'discussed', draft: { selected: ['yes'], otherText: '' } }),
    );
    expect(selectPlanDrafts(store.getState())['meeting-area']).toEqual(draft);
    store.dispatch(answerRecorded({ slug: 'meeting-area', value: ['By the water tank'] }));
    expect(selectPlanDrafts(store.getState())).toEqual({
      discussed: { selected: ['yes'], otherText: '' },
    });

    store.dispatch(contactDrafted({ name: 'Wiremu', email: 'wiremu@example.nz' }));
    expect(selectPlanContactDraft(store.getState())).toEqual({
      name: 'Wiremu',
      email: 'wiremu@example.nz',
    });
    expect(selectPlanName(store.getState())).toBe('');
    store.dispatch(formSubmitted({ name: 'Wiremu', email: 'wiremu@example.nz' }));
    expect(selectPlanContactDraft(store.getState())).toBeUndefined();
    expect(selectPlanName(store.getState())).toBe('Wiremu');
  });

  it('records answers by slug, replacing an earlier answer', () => {
    const store = makeStore();
    store.dispatch(answerRecorded({ slug: 'living-situation', value: ['just-me'] }));
    store.dispatch(
      answerRecorded({ slug: 'living-situation', value: ['other-adults', 'pets-animals'] }),
    );
    expect(selectPlanAnswers(store.getState())).toEqual({
      'living-situation': ['other-adults', 'pets-animals'],
    });
  });

  it('keeps the answers of the flow when the home type stays', () => {
    const store = houseAnswers();
    store.dispatch(houseTypeChanged('house'));
    expect(Object.keys(selectPlanAnswers(store.getState())).sort()).toEqual([
      'first-escape-route',
      'house-type',
      'meeting-area',
      'smoke-alarms-right-places',
    ]);
  });

  it('drops the answers the new flow does not ask when the home type changes', () => {
    const store = houseAnswers();
    store.dispatch(houseTypeChanged('apartment'));
    expect(selectPlanAnswers(store.getState())).toEqual({
      'smoke-alarms-right-places': ['yes'],
      'house-type': ['apartment'],
    });
  });

  it('stores the name and email, then the identifier the server answered', () => {
    const store = makeStore();
    store.dispatch(formSubmitted({ name: 'Aroha', email: 'aroha@example.nz' }));
    expect(selectPlanName(store.getState())).toBe('Aroha');
    expect(selectPlanEmail(store.getState())).toBe('aroha@example.nz');
    expect(selectSaveState(store.getState())).toBe('idle');
    settle(store, 'plan', { state: 'failed', failure: { reason: 'network' } });
    expect(selectPlanSubmissionStatus(store.getState())).toEqual({
      state: 'failed',
      failure: { reason: 'network' },
    });
    settle(store, 'plan', { state: 'failed', failure: { reason: 'invalid' } });
    expect(selectPlanSubmissionStatus(store.getState())).toEqual({
      state: 'failed',
      failure: { reason: 'invalid' },
    });
    settle(store, 'plan', { state: 'queued' }, { key: 'key-0123456789abcdef' });
    expect(selectSaveState(store.getState())).toBe('queued');
    settle(store, 'plan', { state: 'sent', result: { identifier: 'abcdefghijklmnopqrstuv' } });
    expect(selectSavedPlanIdentifier(store.getState())).toBe('abcdefghijklmnopqrstuv');
    expect(selectSaveState(store.getState())).toBe('sent');
  });

  it('starts again from nothing on planReset', () => {
    const store = houseAnswers();
    store.dispatch(formSubmitted({ name: 'Aroha', email: 'aroha@example.nz' }));
    store.dispatch(
      householdChanged({ people: [{ id: 'p1', name: 'Koro', needsHelp: true }], pets: [] }),
    );
    store.dispatch(planReset());
    expect(store.getState().plan).toEqual({
      answers: {},
      details: {},
      name: '',
      email: '',
      drafts: {},
    });
  });

  it('reads defaults when nothing was ever sent', () => {
    const store = makeStore({
      plan: { answers: {}, details: {}, name: 'Old', email: '', drafts: {} },
    });
    expect(selectSavedPlanIdentifier(store.getState())).toBeNull();
    expect(selectSaveState(store.getState())).toBe('idle');
  });

  it('marks a sent plan changed once its answers change, and not when they come back', () => {
    const store = houseAnswers();
    const answers = selectPlanAnswers(store.getState());
    settle(
      store,
      'plan',
      { state: 'sent', result: { identifier: 'x' } },
      { subject: planContent(answers) },
    );
    expect(selectPlanChangedSinceSent(store.getState())).toBe(false);
    store.dispatch(answerRecorded({ slug: 'meeting-area', value: ['The letterbox'] }));
    expect(selectPlanChangedSinceSent(store.getState())).toBe(true);
    store.dispatch(answerRecorded({ slug: 'meeting-area', value: ['By the gate post'] }));
    expect(selectPlanChangedSinceSent(store.getState())).toBe(false);
  });

  it('marks a sent plan changed when a way out is described or the home is drawn', () => {
    const store = houseAnswers();
    const sent = () =>
      settle(
        store,
        'plan',
        { state: 'sent', result: { identifier: 'x' } },
        { subject: planContent(selectPlanAnswers(store.getState())) },
      );
    sent();
    expect(selectPlanChangedSinceSent(store.getState())).toBe(false);
    store.dispatch(wayOutDescribed({ route: 'first', wayOut: { kind: 'front-door' } }));
    expect(selectPlanChangedSinceSent(store.getState())).toBe(true);
    store.dispatch(wayOutDescribed({ route: 'first', wayOut: {} }));
    // Nothing left to say about the way out: the plan is the one that was sent again.
    expect(selectPlanChangedSinceSent(store.getState())).toBe(false);

    store.dispatch(sketchChanged(sketchOf({ rooms: HOUSE_ROOMS })));
    expect(selectPlanChangedSinceSent(store.getState())).toBe(true);
    store.dispatch(sketchChanged(sketchOf({ rooms: [] })));
    expect(selectPlanChangedSinceSent(store.getState())).toBe(false); // an empty drawing is none
  });

  it('records the details as they are typed, from a state persisted before they existed', async () => {
    const storage = memoryStorage();
    const stored = {
      plan: JSON.stringify({ answers: {}, name: '', email: '' }),
      _persist: JSON.stringify({ version: PERSIST_VERSION, rehydrated: true }),
    };
    await storage.setItem('persist:root', JSON.stringify(stored));
    const store = makeStore(undefined, { storage });
    await persisted(store);
    // Restored over the release's initial slice: the fields that came later are there, empty.
    expect(store.getState().plan.drafts).toEqual({});
    expect(selectPlanDetails(store.getState())).toEqual({});
    store.dispatch(wayOutDescribed({ route: 'first', wayOut: { kind: 'front-door' } }));
    store.dispatch(wayOutDescribed({ route: 'second', wayOut: { description: 'Lounge window' } }));
    store.dispatch(buildingWayOutDescribed({ stairs: 'North stairs' }));
    store.dispatch(doItNowRecorded({ check: 'alarm-tested', done: true }));
    store.dispatch(
      householdChanged({
        people: [{ id: 'p1', name: 'Koro', needsHelp: true }],
        pets: [{ id: 'a1', name: 'Rex' }],
      }),
    );
    expect(selectPlanDetails(store.getState())).toEqual({
      wayOuts: { first: { kind: 'front-door' }, second: { description: 'Lounge window' } },
      building: { stairs: 'North stairs' },
      doneNow: { 'alarm-tested': true },
      people: [{ id: 'p1', name: 'Koro', needsHelp: true }],
      pets: [{ id: 'a1', name: 'Rex' }],
    });
  });
});

describe('plan persistence', () => {
  // The persisted store asks navigator.storage to keep its data; Node 20 has no navigator.
  beforeAll(() => {
    vi.stubGlobal('navigator', {});
  });

  it('brings every answer, the name and the identifier back in a new store', async () => {
    const storage = memoryStorage();
    const first = makeStore(undefined, { storage });
    const firstPersistor = await persisted(first);
    first.dispatch(answerRecorded({ slug: 'house-type', value: ['house'] }));
    first.dispatch(
      answerRecorded({
        slug: 'second-escape-route',
        value: { 'route-planned': 'unable', obstacles: false },
      }),
    );
    first.dispatch(answerRecorded({ slug: 'meeting-area', value: ['Under the kōwhai'] }));
    first.dispatch(formSubmitted({ name: 'Tama', email: 'tama@example.nz' }));
    settle(first, 'plan', { state: 'sent', result: { identifier: 'abcdefghijklmnopqrstuv' } });
    await firstPersistor.flush();
    expect(storage.data.size).toBe(1);

    const second = makeStore(undefined, { storage });
    await persisted(second);
    const state = second.getState();
    expect(selectPlanAnswers(state)).toEqual(first.getState().plan.answers);
    expect(selectPlanName(state)).toBe('Tama');
    expect(selectSavedPlanIdentifier(state)).toBe('abcdefghijklmnopqrstuv');
  });

  it('moves a save status persisted by version 1 into the submissions', async () => {
    const storage = memoryStorage();
    const version1 = {
      plan: JSON.stringify({
        answers: { 'house-type': ['house'] },
        name: 'Tama',
        email: 'tama@example.nz',
        identifier: 'abcdefghijklmnopqrstuv',
        saveStatus: 'saved',
      }),
      quiz: JSON.stringify({
        answers: {},
        emailForm: {
          name: 'A',
          email: 'a@example.nz',
          status: 'queued',
          queuedKey: 'quiz-key-0123456789',
        },
      }),
      outbox: JSON.stringify({ entries: {} }),
      _persist: JSON.stringify({ version: 1, rehydrated: true }),
    };
    await storage.setItem('persist:root', JSON.stringify(version1));
    const store = makeStore(undefined, { storage });
    await persisted(store);
    const state = store.getState();
    expect(PERSIST_VERSION).toBe(3);
    // The details came later: they start empty (src/app/merge-persisted.ts).
    expect(state.plan).toEqual({
      answers: { 'house-type': ['house'] },
      details: {},
      name: 'Tama',
      email: 'tama@example.nz',
      drafts: {},
    });
    expect(selectSavedPlanIdentifier(state)).toBe('abcdefghijklmnopqrstuv');
    expect(selectPlanChangedSinceSent(state)).toBe(false);
    expect(state.quiz.emailForm).toEqual({ name: 'A', email: 'a@example.nz' });
    expect(state.submissions.quiz).toMatchObject({
      idempotencyKey: 'quiz-key-0123456789',
      status: { state: 'queued' },
    });
  });

  it('persists the plan, the quiz, the submissions, the drills, the floor-plan sketch and the saved plans’ keys and copies, nothing else', async () => {
    const storage = memoryStorage();
    const store = makeStore(undefined, { storage });
    const persistor = await persisted(store);
    store.dispatch({ type: 'session/inToolChanged', payload: true });
    store.dispatch(answerRecorded({ slug: 'house-type', value: ['house'] }));
    await persistor.flush();
    const saved = JSON.parse([...storage.data.values()][0] ?? '{}') as Record<string, unknown>;
    expect(Object.keys(saved)).toContain('plan');
    expect(Object.keys(saved)).not.toContain('session');
    expect(Object.keys(saved).sort()).toEqual([
      '_persist',
      'drill',
      'floorPlan',
      'plan',
      'quiz',
      'savedPlans',
      'submissions',
    ]);
  });
});

describe('plan selectors for other features', () => {
  it('give the household in use and who helps whom', () => {
    const store = makeStore();
    store.dispatch(answerRecorded({ slug: 'house-type', value: ['house'] }));
    store.dispatch(
      householdChanged({
        people: [
          { id: 'p1', name: ' Aroha ', needsHelp: false },
          { id: 'p2', name: 'Koro', needsHelp: true, helperId: 'p1' },
          { id: 'p3', name: '', needsHelp: false },
        ],
        pets: [],
      }),
    );
    const state = store.getState();
    expect(selectHouseholdPeople(state).map((person) => person.name)).toEqual(['Aroha', 'Koro']);
    expect(
      selectHelpAssignments(state).map(({ person, helper }) => [person.name, helper?.name]),
    ).toEqual([['Koro', 'Aroha']]);
  });
});
