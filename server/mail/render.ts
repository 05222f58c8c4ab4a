import type { MailRecord } from '../stores/types';
import { renderPlanMail } from './plan-template';
import { renderQuizMail } from './quiz-template';
import type { RenderedMail } from './rendered-mail';

/** Renders a queued message at send time, in the language it was queued in. */
export function renderMailRecord(record: MailRecord, publicUrl: string): RenderedMail {
  switch (record.kind) {
    case 'plan':
      return renderPlanMail({ ...record.payload, publicUrl }, record.language);
    case 'quiz':
      return renderQuizMail({ ...record.payload, publicUrl }, record.language);
  }
}
