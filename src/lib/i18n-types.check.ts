// Compile-time checks of the typed translation keys, read by `npm run typecheck` only:
// nothing imports this file. Each `Refused` must be a key i18next's typing refuses; should the
// typing stop refusing it (a key that does not exist, a namespace prefix that is wrong), `Expect`
// fails to compile.
import type { Namespace, ParseKeys } from 'i18next';

type Expect<Check extends true> = Check;
type Accepted<Namespaces extends Namespace, Key> = Key extends ParseKeys<Namespaces> ? true : false;

export type KnownKeysAccepted = [
  Expect<Accepted<'plan', 'needs.lines.oxygen'>>,
  Expect<Accepted<readonly ['plan', 'common'], 'common:not-found.home'>>,
  Expect<Accepted<'quiz', 'sections.hot-ashes.tip'>>,
];

export type UnknownKeysRefused = [
  // No such key under plan.
  Expect<Accepted<'plan', 'needs.lines.no-such-line'> extends false ? true : false>,
  // The key exists under common, but 'common:' is not one of this t's namespaces.
  Expect<Accepted<'plan', 'common:not-found.home'> extends false ? true : false>,
  // The key exists, but under common, not drill.
  Expect<
    Accepted<readonly ['plan', 'common'], 'drill:not-found.home'> extends false ? true : false
  >,
  // A quiz section without a tip.
  Expect<Accepted<'quiz', 'sections.indoor-fires.tip'> extends false ? true : false>,
];
