// Compile-time checks of the emails' typed keys, read by `npm run typecheck` only:
// nothing imports this file. Should the typing stop refusing a key that does not exist, or a
// namespace the email's `t` does not read, `Expect` fails to compile.
import type { ParseKeys } from 'i18next';

type Expect<Check extends true> = Check;
type MailNamespaces = readonly ['mail', 'plan', 'quiz'];
type Accepted<Key> = Key extends ParseKeys<MailNamespaces> ? true : false;

export type MailKeysChecked = [
  Expect<Accepted<'quiz.subject'>>,
  Expect<Accepted<'plan:needs.title'>>,
  Expect<Accepted<'mail:no-such-sentence'> extends false ? true : false>,
  Expect<Accepted<'plan:needs.no-such-title'> extends false ? true : false>,
  Expect<Accepted<'drill:title'> extends false ? true : false>,
];
