// How the assessment's tests write a finding down: its words with each key and its values, and
// whom or what it is about.
import type { Finding } from '../../../src/domain/plan/assessment';
import { phraseText, type Phrase } from '../../../src/domain/plan/description';

/** A phrase's words with each key shown as the key and its values filled in. */
export const words = (phrase: Phrase) =>
  phraseText(phrase, (key, values) => `${key}(${Object.values(values).join(',')})`);

/** Whom or what a finding is about: a person's name, a room's id, a step, or '' (household). */
export function aboutOf({ subject }: Finding): string {
  switch (subject.kind) {
    case 'person':
      return subject.name;
    case 'room':
      return subject.roomId;
    case 'way-out':
      return subject.step;
    case 'household':
      return '';
  }
}
