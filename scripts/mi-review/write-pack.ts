// `npm run mi:review`: writes locales/mi-review-pack.csv from today's strings and review list.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { toCsv } from './csv';
import { allTexts } from './locale-texts';
import { readBaseline } from './baseline';
import { PACK_FILE, coinedTerms, packRows, packTable, safetySources, termList } from './pack';
import { reviewState } from './review-list';

const context = { baseline: readBaseline(), safety: safetySources(), terms: termList() };
const rows = packRows(allTexts(), reviewState(), coinedTerms(), context);
// A byte order mark, so a spreadsheet opens the file as UTF-8 (macrons intact).
writeFileSync(PACK_FILE, '\uFEFF' + toCsv(packTable(rows)));
const count = (status: string) => rows.filter((row) => row.status === status).length;
console.log(
  `${path.relative(process.cwd(), PACK_FILE)}: ${rows.length} strings (` +
    `${count('checked by a speaker')} checked by a speaker, ${count('doubtful')} doubtful, ` +
    `${count('coined term')} with a coined term, ${count('not yet checked')} not yet checked; ` +
    `${rows.filter((row) => row.change !== 'unchanged').length} new or changed since ` +
    `${context.baseline.of}, ${rows.filter((row) => row.safety).length} safety statements)`,
);
