import type { MailText } from './types';

export const en: MailText = {
  senderName: 'Home fire escape plan',
  greeting: (name) => `Kia ora ${name},`,
  footer: 'You got this email because this address was entered in the escape plan tool.',
  plan: {
    subject: 'Your home fire escape plan',
    intro:
      'Here is the 3-step escape plan you made for your household. Practise it together, so ' +
      'everyone knows what to do.',
    printIntro: 'Open your plan to print it, and put it up where everyone can see it:',
  },
  quiz: {
    subject: 'Your home fire safety checklist',
    intro: 'Here is the checklist from your home fire hazards quiz.',
    linksIntro: 'Fixed something? Check your home again, and make a plan to get everyone out:',
    quizLink: 'Do the fire hazards quiz again',
  },
};
