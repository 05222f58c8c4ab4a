// The plan email with the household's needs, in both languages: each need's actions
// and to-dos, the recommended free home fire safety visit near the top (with its tel: link), the
// upstairs way out, and a plan saved before needs existed mailed as before.
import { describe, expect, it } from 'vitest';
import type { FloorPlanSketch } from '../../src/domain/floor-plan/sketch';
import { EMPTY_SKETCH } from '../../src/domain/floor-plan/sketch';
import type { PlanDetails } from '../../src/domain/plan/details';
import type { PlanAnswers } from '../../src/vocabulary/types';
import { MAIL_RESOURCES, MAIL_TEXT } from '../../server/mail/i18n';
import { renderPlanMail, type PlanMailData } from '../../server/mail/plan-template';

const SAFE: PlanAnswers = {
  'smoke-alarms-right-places': ['yes'],
  'smoke-alarms': ['yes'],
  'living-situation': ['other-adults', 'children-babies', 'need-assistance'],
  'house-type': ['house'],
  'first-escape-route': { 'route-planned': true, obstacles: false, assistance: true },
  'second-escape-route': { 'route-planned': true, obstacles: false, assistance: true },
  'meeting-area': ['letterbox'],
  discussed: ['yes'],
};

/** A Deaf adult, two children and a grandparent who uses a walker. */
const FAMILY: PlanDetails = {
  people: [
    { id: 'p1', name: 'Aroha', needsHelp: false },
    { id: 'p2', name: 'Hemi', needsHelp: true, needs: ['cannot-hear'], helperId: 'p1' },
    { id: 'p3', name: 'Mia', needsHelp: true, needs: ['child'], helperId: 'p1' },
    { id: 'p4', name: 'Tama', needsHelp: true, needs: ['baby'] },
    {
      id: 'p5',
      name: 'Nana',
      needsHelp: true,
      needs: ['moves-slowly', 'other'],
      needsOther: 'Hip <op> & "stairs"',
    },
  ],
};

const UPSTAIRS: FloorPlanSketch = {
  ...EMPTY_SKETCH,
  rooms: [{ id: 'r1', kind: 'bedroom', level: 'upstairs', x: 0, y: 0, width: 6, height: 6 }],
};

function mail(details: PlanDetails | undefined, answers = SAFE, sketch?: FloorPlanSketch) {
  const data: PlanMailData = {
    name: 'Aroha',
    identifier: 'AbCdEfGhIjKlMnOpQrStUv',
    answers,
    publicUrl: 'https://escape.example.nz',
    queuedAt: Date.parse('2026-11-22T22:00:00Z'),
    ...(details && { details }),
    ...(sketch && { sketch }),
  };
  return { en: renderPlanMail(data, MAIL_TEXT.en), mi: renderPlanMail(data, MAIL_TEXT.mi) };
}

const lines = (text: string) => text.split('\n');

describe('the plan email with needs', () => {
  const { en, mi } = mail(FAMILY);

  it('says what each person needs and what to do, in English', () => {
    const text = lines(en.text);
    const start = text.indexOf('WHAT EACH PERSON NEEDS');
    expect(start).toBeGreaterThan(-1);
    expect(text.slice(start + 1, start + 22)).toEqual([
      "- Hemi: Can't hear the smoke alarm (Deaf or hard of hearing)",
      '   - Aroha wakes Hemi when the alarm sounds.',
      "   - A smoke alarm with a bed or pillow shaker (or a vibrating pad) can wake someone who can't hear a standard alarm. A strobe light can be added, but on its own it often does not wake someone who is asleep.",
      '   - A hearing therapist (through Life Unlimited: you can refer yourself, or your audiologist can refer Hemi) checks whether Hemi hears a standard alarm. If not, Fire and Emergency may then visit and fit special alarms free.',
      '   - Check that Hemi can hear the smoke alarm from their bed, the way they sleep at night: the alarm has to wake them.',
      "   - Register Hemi's phone for 111 TXT with NZ Police: then Hemi can text 111 in an emergency.",
      "   - With 111 TXT, if Police don't text back within 2 minutes, contact 111 another way.",
      '- Mia: A child who may sleep through the alarm',
      '   - Aroha wakes Mia and gets them out.',
      '   - Children may sleep through a smoke alarm: in a sleep study, a standard alarm woke only 53 of 100 children. An adult wakes each child.',
      '   - Teach Mia their own part, and practise it in your drills: get out fast, shout "Fire! Fire! Fire!", go straight to the meeting place, never hide, and never go back inside.',
      '- Tama: A baby or young child who needs carrying',
      '   - Agree who carries Tama out.',
      '- Nana: Moves slowly, or uses a wheelchair or walker; Hip <op> & "stairs"',
      '   - Where you can, Nana sleeps on the ground floor, near a way out.',
      "   - Nana's phone, glasses and walker or wheelchair stay by their bed.",
      "   - Check that the doors on Nana's ways out are wide enough for their walker or wheelchair.",
      "   - If Nana can't reach the smoke alarms to test them, agree who in your household tests them every month.",
      '',
      'YOUR CHECKLIST',
      '[To do] Ask for a hearing check for Hemi (Life Unlimited, or through your audiologist): a hearing therapist checks whether they hear a standard smoke alarm, and if not, special alarms may be fitted free',
    ]);
  });

  it('puts the needs to-dos on the checklist', () => {
    for (const todo of [
      '[To do] Agree who carries Tama out',
      '[To do] Agree who helps Nana get out',
      '[To do] Ask for a hearing check for Hemi (Life Unlimited, or through your audiologist): a hearing therapist checks whether they hear a standard smoke alarm, and if not, special alarms may be fitted free',
      "[To do] Register Hemi's phone for 111 TXT with NZ Police",
      '[To do] Where you can, give Nana a bedroom on the ground floor, near a way out',
      "[To do] Keep Nana's phone, glasses and walker or wheelchair by their bed",
    ]) {
      expect(lines(en.text)).toContain(todo);
    }
  });

  it('says the same in Māori', () => {
    const text = lines(mi.text);
    expect(text).toContain('NGĀ MATEA O IA TANGATA');
    expect(text).toContain('- Hemi: Kāore e rongo i te pūoho auahi (Turi, he iti te rongo rānei)');
    expect(text).toContain('   - Mā Aroha a Hemi e whakaoho ina tangi te pūoho.');
    expect(text).toContain('   - Mā Aroha a Mia e whakaoho, e kawe ki waho.');
    expect(text).toContain('   - Whakaritea mā wai a Tama e hiki ki waho.');
    expect(text).toContain(
      '   - Ki te taea, ka moe a Nana ki te papa o raro, e tata ana ki tētahi huarahi ki waho.',
    );
    expect(text).toContain(
      '[Hei mahi] Rēhitatia te waea a Hemi mō te 111 TXT ki Ngā Pirihimana o Aotearoa',
    );
  });

  it('escapes the own words in HTML and keeps them plain in text', () => {
    expect(en.html).toContain('Hip &lt;op&gt; &amp; &quot;stairs&quot;');
    expect(en.html).not.toContain('Hip <op>');
    expect(en.text).toContain('Hip <op> & "stairs"');
  });

  it('recommends the free home fire safety visit near the top, with the number as a tel: link', () => {
    const text = lines(en.text);
    const visit = text.indexOf('BOOK A FREE HOME FIRE SAFETY VISIT');
    expect(visit).toBeGreaterThan(-1);
    expect(visit).toBeLessThan(
      text.indexOf(MAIL_RESOURCES.en.shared['three-steps'].title.toUpperCase()),
    );
    expect(text.slice(visit, visit + 7)).toEqual([
      'BOOK A FREE HOME FIRE SAFETY VISIT',
      'Your answers show that a free home fire safety visit would help your household:',
      '- Someone in your home needs help to get out',
      "- Someone in your home can't hear the smoke alarm",
      'Firefighters from Fire and Emergency New Zealand come to your home for free. They check where your smoke alarms are, fit alarms where needed and go through your escape plan with you.',
      'Call 0800 NZ FIRE: 0800 693 473 or call your local fire station.',
      'More fire safety advice from Fire and Emergency: https://www.fireandemergency.nz/',
    ]);
    expect(en.html).toContain('<a href="tel:0800693473"');
    expect(en.html).toContain('>0800 693 473</a');
    expect(en.html.indexOf('tel:0800693473')).toBeLessThan(en.html.indexOf('Best way out'));
    expect(mi.html).toContain('<a href="tel:0800693473"');
    expect(mi.text).toContain('TONOA HE TOROTORO HAUMARU AHI UTU KORE KI TŌ KĀINGA');
    expect(mi.text).toContain('- Tērā tētahi i tō kāinga kāore e rongo i te pūoho auahi');
  });

  it('asks for the alternative way out from bedrooms upstairs too', () => {
    const upstairs = mail(undefined, SAFE, UPSTAIRS);
    expect(upstairs.en.text).toContain(
      'Bedrooms upstairs: plan your alternative way out from upstairs too, and practise it.',
    );
    // The drawing names the bedroom upstairs that has no way out: said once, as itself.
    expect(upstairs.en.text).toContain(
      '[To do] A bedroom upstairs has no way outside: add a door or a window that opens.',
    );
    expect(upstairs.en.text).not.toContain(
      '[To do] Plan your alternative way out from the bedrooms upstairs too, and practise it',
    );
    expect(upstairs.mi.text).toContain(
      'Ngā rūma moe o runga: whakamaheretia he huarahi tuarua ki waho i runga, ā, whakaharatauhia.',
    );
  });
});

describe('a plan without needs', () => {
  const SAFE_ALONE: PlanAnswers = { ...SAFE, 'living-situation': ['other-adults'] };
  const OLD: PlanDetails = {
    people: [
      { id: 'p1', name: 'Aroha', needsHelp: false },
      { id: 'p2', name: 'Rangi', needsHelp: false },
    ],
  };

  it('has no needs section and no visit when nothing calls for it', () => {
    for (const rendered of Object.values(mail(OLD, SAFE_ALONE))) {
      expect(rendered.text).not.toContain('WHAT EACH PERSON NEEDS');
      expect(rendered.text).not.toContain('NGĀ MATEA O IA TANGATA');
      expect(rendered.html).not.toContain('tel:');
    }
  });

  it('recommends the visit for a plan saved before needs when its answers call for it', () => {
    const noAlarms = mail(OLD, { ...SAFE_ALONE, 'smoke-alarms': ['dont-have-any'] });
    expect(lines(noAlarms.en.text)).toContain("- You don't have smoke alarms");
    expect(lines(noAlarms.mi.text)).toContain('- Kāore ōu pūoho auahi');
    expect(noAlarms.en.text).not.toContain('WHAT EACH PERSON NEEDS');
  });
});
