// Te reo Māori, following ../shared/spec/mi-glossary.md where it has the terms. Every string
// here is listed beside its English in locales/mi.review.md ("server mail") for a speaker.
import type { MailText } from './types';

export const mi: MailText = {
  senderName: 'Mahere rerenga ahi mō te kāinga',
  greeting: (name) => `Kia ora ${name},`,
  footer:
    'I tae mai tēnei īmēra ki a koe nā te mea i tāurutia tēnei wāhitau ki te taputapu mahere ' +
    'rerenga.',
  plan: {
    subject: 'Tō mahere rerenga ahi mō tō kāinga',
    intro:
      'Anei te mahere rerenga i hangaia e koe mō tō whānau, e 3 ōna hipanga. Me whakaharatau ' +
      'tahi koutou, kia mōhio ai te katoa ki ngā mahi.',
    printIntro:
      'Whakatuwheratia tō mahere hei tā, ka whakairi ai ki te wāhi e kitea ai e te katoa:',
  },
  quiz: {
    subject: 'Tō rārangi arowhai haumaru ahi mō tō kāinga',
    intro: 'Anei te rārangi arowhai mai i tō pātaitai mōrearea ahi mō tō kāinga.',
    linksIntro:
      'Kua whakatikaina e koe tētahi mea? Tirohia anō tō kāinga, ā, hangaia he mahere kia puta ' +
      'ai te katoa ki waho:',
    quizLink: 'Mahia anō te pātaitai mōrearea ahi',
  },
};
