// The shared schema accepts every body an earlier release could have queued (fixtures named by
// commit), and brings old "Just me" combinations in line with today's rule before the domain
// check; the screens' own rule stays as revised.
import { describe, expect, it } from 'vitest';
import { planSaveRequestSchema, quizEmailRequestSchema } from '../../../src/contracts';
import { planAnswersProblem } from '../../../src/domain/plan/completeness';
import { upgradeQueuedAnswers } from '../../../src/domain/plan/queued-answers';
import { isStoredAnswerValid } from '../../../src/domain/plan/answer';
import { QUEUED_REQUESTS } from '../../server/fixtures/api-v1-history';

describe('API v1 bodies from earlier releases', () => {
  it.each(QUEUED_REQUESTS.map((request) => [request.commit, request.what, request] as const))(
    '%s: %s parses',
    (_commit, _what, { path, body, storedAnswers, storedRoutes }) => {
      if (path === '/api/v1/quiz/email') {
        expect(quizEmailRequestSchema.safeParse(body).success).toBe(true);
        return;
      }
      const parsed = planSaveRequestSchema.safeParse(body);
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(parsed.data?.answers).toEqual(storedAnswers ?? body.answers);
      expect(planAnswersProblem(parsed.data!.answers)).toBeNull();
      const sketch = body.sketch as { routes?: unknown } | undefined;
      expect(parsed.data?.sketch?.routes).toEqual(storedRoutes ?? sketch?.routes);
    },
  );
});

describe('upgradeQueuedAnswers', () => {
  it.each([
    [['just-me', 'other-adults'], ['other-adults']],
    [
      ['children-babies', 'just-me', 'pets-animals'],
      ['children-babies', 'pets-animals'],
    ],
    [
      ['just-me', 'pets-animals', 'need-assistance'],
      ['just-me', 'pets-animals', 'need-assistance'],
    ],
    [['just-me'], ['just-me']],
  ])('keeps %o as %o', (given, kept) => {
    const upgraded = upgradeQueuedAnswers({ 'living-situation': given, 'house-type': ['house'] });
    expect(upgraded).toEqual({ 'living-situation': kept, 'house-type': ['house'] });
  });

  it('leaves other answers and the object it was given as they were', () => {
    const answers = {
      'living-situation': ['just-me', 'other-adults'],
      'meeting-area': ['by the gate'],
      'first-escape-route': { 'route-planned': true },
    };
    const copy = structuredClone(answers);
    expect(upgradeQueuedAnswers(answers)).toEqual({
      ...copy,
      'living-situation': ['other-adults'],
    });
    expect(answers).toEqual(copy);
  });
});

describe('the screens keep the revised rule', () => {
  it.each([
    [['just-me', 'other-adults'], false],
    [['just-me', 'children-babies'], false],
    [['just-me', 'pets-animals'], true],
    [['just-me', 'need-assistance'], true],
  ])('living-situation %o valid: %s', (values, valid) => {
    expect(isStoredAnswerValid('living-situation', values, {})).toBe(valid);
  });
});
