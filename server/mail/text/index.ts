import type { Language } from '../../../src/vocabulary/types';
import { en } from './en';
import { mi } from './mi';
import type { MailText } from './types';

export const MAIL_TEXT: Record<Language, MailText> = { en, mi };
export type { MailText } from './types';
