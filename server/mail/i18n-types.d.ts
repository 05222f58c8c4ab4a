// i18next's typing of the emails' words, as src/lib/i18n-types.d.ts does for the
// screens: the server's instances read every namespace, 'mail' first. A key that does not exist,
// or a wrong namespace prefix, fails `npm run typecheck`.
import type { MailTextResources } from '../../src/vocabulary/text-keys';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'mail';
    resources: MailTextResources;
  }
}
