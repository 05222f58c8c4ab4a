// i18next's own typing of our resources: a key that does not exist in the English text,
// or a namespace prefix that is wrong, fails `npm run typecheck`. Keys built from content go
// through the typed maps of src/vocabulary/text-keys.ts.
import type { TextResources } from '../vocabulary/text-keys';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: TextResources;
  }
}
