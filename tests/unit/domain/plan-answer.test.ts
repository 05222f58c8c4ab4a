import { describe, expect, it } from 'vitest';
import { getPlanQuestion } from '../../../src/content/plan-questions';
import {
  draftFromStored,
  emptyDraft,
  isCarouselAnswerValid,
  isDraftValid,
  isStoredAnswerValid,
  storedFromDraft,
  toggleOption,
  visibleSubQuestions,
} from '../../../src/domain/plan/answer';
import type { AnswerDraft } from '../../../src/domain/plan/answer';
import type {
  CarouselAnswer,
  PlanAnswerValue,
  PlanAnswers,
  PlanQuestionSlug,
} from '../../../src/vocabulary/types';

const draft = (selected: string[], otherText = ''): AnswerDraft => ({ selected, otherText });

const FIRST_NEEDS_HELP: PlanAnswers = { 'first-escape-route': { assistance: true } };
const FIRST_NEEDS_NO_HELP: PlanAnswers = { 'first-escape-route': { assistance: false } };

describe('emptyDraft', () => {
  it('selects nothing and has no other text, fresh each time', () => {
    const first = emptyDraft();
    first.selected.push('yes');
    expect(emptyDraft()).toEqual({ selected: [], otherText: '' });
  });
});

describe('toggleOption', () => {
  it.each<[string, PlanQuestionSlug, AnswerDraft, string, AnswerDraft]>([
    ['radio selects', 'smoke-alarms', draft([]), 'yes', draft(['yes'])],
    ['radio replaces', 'smoke-alarms', draft(['yes']), 'dont-have-any', draft(['dont-have-any'])],
    ['radio keeps a re-selected value', 'discussed', draft(['no']), 'no', draft(['no'])],
    [
      'radio to other keeps the typed text',
      'meeting-area',
      draft(['gate'], 'tree'),
      'other',
      draft(['other'], 'tree'),
    ],
    [
      'checkbox adds',
      'living-situation',
      draft(['other-adults']),
      'pets-animals',
      draft(['other-adults', 'pets-animals']),
    ],
    [
      'checkbox removes',
      'living-situation',
      draft(['other-adults', 'pets-animals']),
      'other-adults',
      draft(['pets-animals']),
    ],
    [
      '"Just me" clears other adults and children, keeps pets and needing help',
      'living-situation',
      draft(['other-adults', 'need-assistance', 'children-babies', 'pets-animals']),
      'just-me',
      draft(['need-assistance', 'pets-animals', 'just-me']),
    ],
    [
      'other adults clear "Just me"',
      'living-situation',
      draft(['just-me', 'pets-animals']),
      'other-adults',
      draft(['pets-animals', 'other-adults']),
    ],
    [
      'children clear "Just me"',
      'living-situation',
      draft(['just-me']),
      'children-babies',
      draft(['children-babies']),
    ],
    [
      'pets go with "Just me"',
      'living-situation',
      draft(['just-me']),
      'pets-animals',
      draft(['just-me', 'pets-animals']),
    ],
    [
      'needing help goes with "Just me"',
      'living-situation',
      draft(['just-me']),
      'need-assistance',
      draft(['just-me', 'need-assistance']),
    ],
    ['checkbox removes the last one', 'living-situation', draft(['just-me']), 'just-me', draft([])],
    ['an unknown value is ignored', 'smoke-alarms', draft(['yes']), 'maybe', draft(['yes'])],
    ['other is ignored where not allowed', 'discussed', draft(['yes']), 'other', draft(['yes'])],
    ['a carousel has no options to toggle', 'escape-route', draft([]), 'locks', draft([])],
  ])('%s', (_label, slug, before, value, expected) => {
    expect(toggleOption(getPlanQuestion(slug), before, value)).toEqual(expected);
  });

  it('never leaves "Just me" beside other adults or children, whatever the order of ticks', () => {
    const question = getPlanQuestion('living-situation');
    let current = draft([]);
    const ticks = ['other-adults', 'just-me', 'pets-animals', 'children-babies', 'just-me'];
    for (const value of [...ticks, 'need-assistance']) {
      current = toggleOption(question, current, value);
      expect(isDraftValid(question, current), current.selected.join()).toBe(true);
    }
    expect(current).toEqual(draft(['pets-animals', 'just-me', 'need-assistance']));
  });

  it('does not change the draft it was given', () => {
    const before = draft(['just-me']);
    toggleOption(getPlanQuestion('living-situation'), before, 'other-adults');
    expect(before).toEqual(draft(['just-me']));
  });
});

describe('draftFromStored', () => {
  it.each<[string, PlanQuestionSlug, PlanAnswerValue | undefined, AnswerDraft]>([
    ['nothing stored', 'meeting-area', undefined, draft([])],
    ['a matching radio value', 'meeting-area', ['gate'], draft(['gate'])],
    [
      'an unmatched value becomes other with its text',
      'meeting-area',
      ['the big tree'],
      draft(['other'], 'the big tree'),
    ],
    ['a typed "other" is free text too', 'assembly-point', ['other'], draft(['other'], 'other')],
    [
      'an unmatched value is dropped where other is not allowed',
      'smoke-alarms',
      ['perhaps'],
      draft([]),
    ],
    ['a blank unmatched value is dropped', 'meeting-area', ['  '], draft([])],
    ['a radio shows only the first entry', 'discussed', ['no', 'yes'], draft(['no'])],
    [
      'checkbox values in stored order',
      'living-situation',
      ['pets-animals', 'just-me'],
      draft(['pets-animals', 'just-me']),
    ],
    [
      'checkbox drops unmatched values',
      'living-situation',
      ['just-me', 'goldfish'],
      draft(['just-me']),
    ],
    ['checkbox drops duplicates', 'living-situation', ['just-me', 'just-me'], draft(['just-me'])],
    [
      'a carousel object for an option question',
      'meeting-area',
      { 'route-planned': true },
      draft([]),
    ],
    [
      'a carousel question has no draft',
      'first-escape-route',
      { 'route-planned': true },
      draft([]),
    ],
  ])('%s', (_label, slug, stored, expected) => {
    expect(draftFromStored(getPlanQuestion(slug), stored)).toEqual(expected);
  });
});

describe('storedFromDraft', () => {
  it.each<[string, PlanQuestionSlug, AnswerDraft, string[]]>([
    ['a plain radio value', 'smoke-alarms', draft(['no-not-sure']), ['no-not-sure']],
    [
      'other becomes the trimmed text',
      'meeting-area',
      draft(['other'], '  the big tree \n'),
      ['the big tree'],
    ],
    [
      'other text is ignored when other is not selected',
      'meeting-area',
      draft(['gate'], 'tree'),
      ['gate'],
    ],
    ['other with blank text stores nothing for it', 'meeting-area', draft(['other'], '   '), []],
    [
      'checkbox values keep their order',
      'living-situation',
      draft(['pets-animals', 'just-me']),
      ['pets-animals', 'just-me'],
    ],
    ['values that are not options are dropped', 'discussed', draft(['yes', 'other'], 'x'), ['yes']],
  ])('%s', (_label, slug, given, expected) => {
    expect(storedFromDraft(getPlanQuestion(slug), given)).toEqual(expected);
  });

  it.each<[PlanQuestionSlug, string[]]>([
    ['meeting-area', ['letterbox']],
    ['meeting-area', ['under the kōwhai tree']],
    ['assembly-point', ['car park']],
    ['living-situation', ['children-babies', 'need-assistance']],
    ['smoke-alarms-right-places', ['no-not-sure']],
  ])('restoring then storing %s %o gives it back', (slug, stored) => {
    const question = getPlanQuestion(slug);
    expect(storedFromDraft(question, draftFromStored(question, stored))).toEqual(stored);
  });
});

describe('isDraftValid', () => {
  it.each<[string, PlanQuestionSlug, AnswerDraft, boolean]>([
    ['nothing selected', 'smoke-alarms', draft([]), false],
    ['one radio option', 'smoke-alarms', draft(['dont-have-any']), true],
    ['two radio options', 'smoke-alarms', draft(['yes', 'no-not-sure']), false],
    ['a value that is not an option', 'smoke-alarms', draft(['no']), false],
    ['several checkboxes', 'living-situation', draft(['other-adults', 'pets-animals']), true],
    ['"Just me" alone', 'living-situation', draft(['just-me']), true],
    ['"Just me" with pets', 'living-situation', draft(['just-me', 'pets-animals']), true],
    [
      '"Just me" needing help, with pets',
      'living-situation',
      draft(['just-me', 'need-assistance', 'pets-animals']),
      true,
    ],
    ['"Just me" with other adults', 'living-situation', draft(['other-adults', 'just-me']), false],
    ['a duplicated checkbox', 'living-situation', draft(['just-me', 'just-me']), false],
    ['other with text', 'meeting-area', draft(['other'], 'the big tree'), true],
    ['other without text', 'meeting-area', draft(['other'], ''), false],
    ['other with only spaces', 'meeting-area', draft(['other'], '  \t '), false],
    ['other where not allowed', 'discussed', draft(['other'], 'text'), false],
    ['a plain option ignores the other text', 'assembly-point', draft(['across-road'], ''), true],
    ['a carousel question', 'escape-route', draft(['multiple-exits']), false],
  ])('%s', (_label, slug, given, expected) => {
    expect(isDraftValid(getPlanQuestion(slug), given)).toBe(expected);
  });
});

describe('visibleSubQuestions', () => {
  it.each<[string, PlanQuestionSlug, PlanAnswers, CarouselAnswer, string[]]>([
    ['nothing answered shows the first', 'first-escape-route', {}, {}, ['route-planned']],
    [
      'one answered reveals the next',
      'first-escape-route',
      {},
      { 'route-planned': false },
      ['route-planned', 'obstacles'],
    ],
    [
      'all answered shows all',
      'first-escape-route',
      {},
      { 'route-planned': true, obstacles: true, assistance: false },
      ['route-planned', 'obstacles', 'assistance'],
    ],
    [
      'a gap stops at the first unanswered',
      'escape-route',
      {},
      { 'multiple-exits': true, locks: true },
      ['multiple-exits', 'obstacles'],
    ],
    [
      'a value that is not allowed counts as unanswered',
      'first-escape-route',
      {},
      { 'route-planned': 'unable' },
      ['route-planned'],
    ],
    [
      'second route reveals assistance when the first needed it',
      'second-escape-route',
      FIRST_NEEDS_HELP,
      { 'route-planned': 'unable', obstacles: false },
      ['route-planned', 'obstacles', 'assistance'],
    ],
    [
      'second route stops at obstacles when the first needed none',
      'second-escape-route',
      FIRST_NEEDS_NO_HELP,
      { 'route-planned': true, obstacles: false },
      ['route-planned', 'obstacles'],
    ],
  ])('%s', (_label, slug, answers, given, expected) => {
    expect(visibleSubQuestions(slug, answers, given).map((sub) => sub.slug)).toEqual(expected);
  });
});

describe('isCarouselAnswerValid', () => {
  it.each<[string, PlanQuestionSlug, CarouselAnswer, PlanAnswers, boolean]>([
    [
      'first route fully answered',
      'first-escape-route',
      { 'route-planned': true, obstacles: false, assistance: true },
      {},
      true,
    ],
    [
      'first route missing assistance',
      'first-escape-route',
      { 'route-planned': true, obstacles: false },
      {},
      false,
    ],
    [
      'unable is not allowed on the first route',
      'first-escape-route',
      { 'route-planned': 'unable', obstacles: false, assistance: false },
      {},
      false,
    ],
    [
      'unable is allowed on the second route',
      'second-escape-route',
      { 'route-planned': 'unable', obstacles: false },
      FIRST_NEEDS_NO_HELP,
      true,
    ],
    [
      'second assistance hidden and unanswered',
      'second-escape-route',
      { 'route-planned': true, obstacles: true },
      FIRST_NEEDS_NO_HELP,
      true,
    ],
    [
      'second assistance shown and unanswered',
      'second-escape-route',
      { 'route-planned': true, obstacles: true },
      FIRST_NEEDS_HELP,
      false,
    ],
    [
      'second assistance shown and answered',
      'second-escape-route',
      { 'route-planned': true, obstacles: true, assistance: false },
      FIRST_NEEDS_HELP,
      true,
    ],
    [
      'second assistance hidden but a stale answer kept',
      'second-escape-route',
      { 'route-planned': true, obstacles: true, assistance: true },
      FIRST_NEEDS_NO_HELP,
      true,
    ],
    [
      'an unknown sub-question key',
      'first-escape-route',
      { 'route-planned': true, obstacles: false, assistance: false, extra: true },
      {},
      false,
    ],
    [
      'a value of the wrong type',
      'escape-route',
      {
        'multiple-exits': true,
        obstacles: false,
        locks: false,
        discuss: 'yes' as unknown as boolean,
      },
      {},
      false,
    ],
    [
      'apartment route fully answered',
      'escape-route',
      { 'multiple-exits': false, obstacles: true, locks: true, discuss: false },
      {},
      true,
    ],
    [
      'apartment route missing discuss',
      'escape-route',
      { 'multiple-exits': false, obstacles: true, locks: true },
      {},
      false,
    ],
    ['a question that is not a carousel', 'meeting-area', { 'route-planned': true }, {}, false],
  ])('%s', (_label, slug, answer, answers, expected) => {
    expect(isCarouselAnswerValid(slug, answer, answers)).toBe(expected);
  });
});

describe('isStoredAnswerValid', () => {
  it.each<[string, PlanQuestionSlug, unknown, PlanAnswers, boolean]>([
    ['a radio option', 'smoke-alarms-right-places', ['no-not-sure'], {}, true],
    ['nothing stored', 'smoke-alarms-right-places', undefined, {}, false],
    ['an empty list', 'discussed', [], {}, false],
    ['two radio options', 'discussed', ['yes', 'no'], {}, false],
    ['a value that is not an option', 'smoke-alarms', ['no'], {}, false],
    ['a non-string entry', 'discussed', [true], {}, false],
    ['a string, not a list', 'discussed', 'yes', {}, false],
    ['several checkboxes', 'living-situation', ['other-adults', 'children-babies'], {}, true],
    ['"Just me" with children', 'living-situation', ['just-me', 'children-babies'], {}, false],
    ['"Just me" with pets', 'living-situation', ['just-me', 'pets-animals'], {}, true],
    ['"Just me" needing help', 'living-situation', ['just-me', 'need-assistance'], {}, true],
    ['a duplicated checkbox', 'living-situation', ['just-me', 'just-me'], {}, false],
    ['a free-text meeting area', 'meeting-area', ['by the big tree'], {}, true],
    ['a blank free-text meeting area', 'meeting-area', ['   '], {}, false],
    ['a free text where other is not allowed', 'house-type', ['caravan'], {}, false],
    ['house-type house', 'house-type', ['house'], {}, true],
    ['house-type apartment', 'house-type', ['apartment'], {}, true],
    ['a list for a carousel', 'first-escape-route', ['yes'], {}, false],
    ['null for a carousel', 'first-escape-route', null, {}, false],
    [
      'a full carousel',
      'first-escape-route',
      { 'route-planned': false, obstacles: true, assistance: true },
      {},
      true,
    ],
    [
      'second route needing assistance',
      'second-escape-route',
      { 'route-planned': true, obstacles: false },
      FIRST_NEEDS_HELP,
      false,
    ],
    [
      'second route not needing assistance',
      'second-escape-route',
      { 'route-planned': true, obstacles: false },
      FIRST_NEEDS_NO_HELP,
      true,
    ],
    ['an object for an option question', 'meeting-area', { gate: true }, {}, false],
  ])('%s', (_label, slug, value, answers, expected) => {
    expect(isStoredAnswerValid(slug, value, answers)).toBe(expected);
  });
});
