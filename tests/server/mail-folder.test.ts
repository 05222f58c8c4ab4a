// The mail folder (MAIL_DIR, when there is no SMTP server) holds whole messages: names,
// addresses, a plan's private link. Like the data folder it is the server's alone (issue 51): a
// looser folder or message found at start is tightened and said, and new messages are 0600.
import { chmodSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createMailTransport } from '../../server/mail/transport';
import { memoryLogger } from './harness';
import { tempDir } from './support';

const modeOf = (file: string) => statSync(file).mode & 0o777;

it('tightens a mail folder found readable by others, and writes each message for the server alone', async () => {
  const mailDir = path.join(tempDir('mail-folder'), 'mail-outbox');
  mkdirSync(mailDir, { mode: 0o755 });
  chmodSync(mailDir, 0o755);
  const earlier = path.join(mailDir, 'earlier.eml');
  writeFileSync(earlier, 'To: aroha@example.nz\r\n\r\nAroha, your plan…');
  chmodSync(earlier, 0o644);
  const memory = memoryLogger();

  const transport = createMailTransport(
    {
      smtpUrl: undefined,
      mailDir,
      from: 'Escape plan <no-reply@example.nz>',
      messageIdDomain: 'example.nz',
    },
    memory.logger,
  );
  expect([modeOf(mailDir), modeOf(earlier)]).toEqual([0o700, 0o600]);
  expect(
    memory.lines.filter((line) => line.msg === 'mail folder was readable by others: tightened'),
  ).toHaveLength(2);

  await transport.send({
    id: 'job1',
    to: 'hemi@example.nz',
    senderName: 'Hēmi',
    subject: 'Your plan',
    text: 'Hēmi, your plan',
    html: '<p>Hēmi, your plan</p>',
  });
  expect(modeOf(path.join(mailDir, 'job1.eml'))).toBe(0o600);
  transport.close();
});
