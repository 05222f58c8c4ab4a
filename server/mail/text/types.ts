// The few sentences only the emails need. Everything the app also shows (steps, checklist
// items, tips, quiz sections and options, grades) comes from locales/ (see ../words.ts), so an
// email says exactly what the screen and the printed plan say. Both languages implement this
// interface, so a missing string is a type error. Functions take the values that vary; the
// templates escape whatever they return.
export interface MailText {
  /** The sender's display name ("From"), in the mail's language; the address is MAIL_FROM's. */
  senderName: string;
  greeting: (name: string) => string;
  /** Why this address got the email. */
  footer: string;
  plan: { subject: string; intro: string; printIntro: string };
  quiz: {
    subject: string;
    intro: string;
    /** Leads into the links back to the quiz and the plan tool. */
    linksIntro: string;
    /** The link back to the quiz. */
    quizLink: string;
  };
}
