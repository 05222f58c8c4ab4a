// What a translation must keep exactly as its English has it: the {{placeholders}} the app fills
// in, and the numbers (a number in a safety statement is a fact: 111, 3 metres, 12 months). The
// pack shows them on every row; mi:apply refuses a reviewer's Māori that changes them.

const PLACEHOLDER = /{{\s*([^{}\s]+)\s*}}/g;

/** The {{placeholders}} of a text, by name, sorted (each as often as it appears). */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => `{{${match[1]}}}`).sort();
}

/** The numbers a text states, {{placeholders}} left out, sorted. */
export function numbersIn(text: string): string[] {
  return [...text.replace(PLACEHOLDER, ' ').matchAll(/\d+(?:[.,]\d+)?/g)]
    .map((match) => match[0])
    .sort();
}

/** What a row must keep, as the pack says it: "{{name}}, 111". */
export function mustKeep(english: string): string {
  return [...placeholdersIn(english), ...numbersIn(english)].join(', ');
}

/** Why a Māori text does not keep its English's placeholders and numbers, or null. */
export function keepProblem(english: string, maori: string): string | null {
  const differs = (a: string[], b: string[]) => a.join('\u0000') !== b.join('\u0000');
  const wanted = placeholdersIn(english);
  const found = placeholdersIn(maori);
  if (differs(wanted, found)) {
    return `placeholders ${found.join(', ') || 'none'} where the English has ${wanted.join(', ') || 'none'}`;
  }
  const numbers = numbersIn(english);
  const given = numbersIn(maori);
  if (differs(numbers, given)) {
    return `numbers ${given.join(', ') || 'none'} where the English has ${numbers.join(', ') || 'none'}`;
  }
  return null;
}
