// Te reo Māori. Terms follow ../shared/spec/mi-glossary.md where it has them; every string here
// is listed, beside its English, in locales/mi.review.md ("server mail") for a speaker to check.
import type { MailText } from './types';

const AGENCY = 'Te Ratonga Ahi me ngā Ohotata i Aotearoa';

export const mi: MailText = {
  agency: AGENCY,
  greeting: (name) => `Kia ora ${name},`,
  done: 'Kua oti',
  todo: 'Me mahi',
  footer:
    'I tae mai tēnei īmēra ki a koe nā te mea i tāurutia tēnei wāhitau ki te taputapu mahere ' +
    `rerenga a ${AGENCY}. Kāore koe i tāpirihia ki tētahi rārangi īmēra.`,
  plan: {
    subject: 'Tō mahere rerenga ahi mō tō kāinga',
    intro:
      'Anei te mahere rerenga 3-hipanga i hangaia e koe mō tō whānau. Tāngia, whakairihia ki te ' +
      'wāhi e kitea ai e te katoa, ā, me whakaharatau tahi koutou.',
    stepsTitle: 'Ō hipanga e toru',
    house: {
      first: {
        title: '1. Tō huarahi tuatahi ki waho',
        done: 'Kua whakamaheretia e koe tō huarahi pai rawa ki waho.',
        todo:
          'Whakamaheretia tō huarahi pai rawa ki waho, ka hīkoi ai i taua huarahi me te katoa o ' +
          'tō kāinga.',
      },
      second: {
        title: '2. Tō huarahi tuarua ki waho',
        done: 'Kua whakamaheretia e koe tētahi huarahi tuarua ki waho, ki te ārai te tuatahi.',
        todo:
          'Whakamaheretia tētahi huarahi tuarua ki waho, ki te ārai te auahi, te ahi rānei i te ' +
          'huarahi tuatahi.',
        unable:
          'I kī mai koe kāore he huarahi tuarua ki waho. Tonoa he tohutohu haumaru ahi mō ngā ' +
          'mea ka taea e koe.',
      },
    },
    apartment: {
      exits: {
        title: '1. Tō huarahi ki waho o te whare',
        done: 'He maha ngā huarahi ki waho o tō whare. Kia mōhio koe ki ēnei huarahi katoa.',
        todo: 'Kimihia ngā huarahi katoa ki waho o tō whare, ā, kia wātea tonu tō huarahi.',
      },
      alarm: {
        title: '2. Te pūoho ahi o tō whare',
        done: 'E mōhio ana koe kei hea te pūoho ahi o te whare, me pēhea hoki te whakamahi.',
        todo: 'Kimihia kei hea te pūoho ahi o te whare, me pēhea hoki te whakamahi.',
      },
    },
    meetingTitle: '3. Tō wāhi hui',
    assemblyTitle: '3. Tō wāhi huihuinga',
    meetingPlaces: {
      letterbox: 'Kei te pouaka reta',
      gate: 'Kei te kēti',
      'street-outside': 'Kei te tiriti i waho',
      'across-road': 'Kei tērā taha o te rori',
    },
    meetingUnknown: 'Kōwhiria tētahi wāhi haumaru ki waho e hui ai te katoa.',
    checklistTitle: 'Tō rārangi arowhai',
    checklist: {
      'smoke-alarms-right-places': 'Kei ngā wāhi tika ngā pūoho auahi',
      'smoke-alarms': 'Kua whakamātauria ngā pūoho auahi, ā, e mahi ana',
      'first-route-planned': 'Kua whakamaheretia te huarahi tuatahi ki waho',
      'first-route-obstacles': 'Whakawāteahia ngā mea e ārai ana i te huarahi tuatahi ki waho',
      'first-route-assistance':
        'Whakaritea mā wai e āwhina te hunga e hiahia āwhina ana i te huarahi tuatahi ki waho',
      'second-route-planned': 'Kua whakamaheretia te huarahi tuarua ki waho',
      'second-route-obstacles': 'Whakawāteahia ngā mea e ārai ana i te huarahi tuarua ki waho',
      'second-route-assistance':
        'Whakaritea mā wai e āwhina te hunga e hiahia āwhina ana i te huarahi tuarua ki waho',
      discussed: 'Kua kōrerohia te mahere me te katoa o tō kāinga',
      'fire-alarm': 'E mōhio ana koe ki te whakamahi i te pūoho ahi o te whare',
      'multiple-exits': 'He maha ngā huarahi ki waho o te whare',
      'escape-route-obstacles': 'Whakawāteahia ngā mea e ārai ana i te huarahi ki waho o te whare',
      'escape-route-locks': 'Waiho ngā kī ki te taha o ia tatau kua rakaina i tō huarahi ki waho',
      'escape-route-discussed': 'Kua kōrerohia te mahere whakawātea o te whare me tō whānau',
      'get-advice': `Tonoa he tohutohu haumaru ahi utu-kore i ${AGENCY}`,
    },
    tipsTitle: 'Ngā tohutohu',
    tips: {
      'be-fast': 'Kia tere: puta wawe ki waho, waiho ō taonga.',
      'get-low': 'Me heke: noho ki raro i te auahi.',
      'close-doors': 'Katia ngā tatau i muri i a koe kia pōturi ai te ahi.',
      'get-out': 'E puta! E noho ki waho! Kaua rawa e hoki ki roto.',
      'call-111': 'Ka puta koe ki waho, waea ki te nama 111.',
    },
    printIntro: 'Tāngia tō mahere, ka whakairi ki te wāhi e kitea ai e te katoa:',
    printLink: 'Tāngia tō mahere rerenga',
  },
  quiz: {
    subject: 'Tō rārangi arowhai haumaru ahi mō tō kāinga',
    intro: 'Anei te rārangi arowhai mai i tō pātaitai mōrearea ahi mō tō kāinga.',
    score: (percentage) => `Tō piro: ${percentage}%`,
    grades: {
      good: 'Pai: kei te tiakina paitia tō kāinga.',
      okay: 'Āhua pai: he mea torutoru hei whakatika.',
      bad: 'Me whakapai ake: tēnā, whakatikahia ngā mea kei raro nei.',
    },
    sectionScore: (score, points) => `${score} o te ${points} piro`,
    noSections: 'Kāore tētahi o ngā wāhanga mōrearea i pā ki tō kāinga.',
    sections: {
      'indoor-fires': 'Ngā ahi o roto i te whare',
      'electric-heaters': 'Ngā whakamahana hiko',
      'gas-heaters': 'Ngā whakamahana kapuni',
      'hot-ashes': 'Ngā pungarehu wera',
      'clothes-dryers': 'Ngā whakamaroke kākahu',
      'electric-blankets': 'Ngā paraikete hiko',
      'garage-toolshed': 'Te karāti me te whare taputapu',
      'batteries-chargers-multiplugs': 'Ngā pūhiko, ngā pūrere whakakī me ngā mono maha',
    },
    options: {
      'indoor-fires': {
        'chimney-cleaned': 'Ka horoia te tūmere ia tau',
        'fireguard-used': 'Ka whakamahia he ārai ahi',
        'matches-out-of-reach':
          'Ka noho ngā māti me ngā rama kia tawhiti i ngā ringa o ngā tamariki',
      },
      'electric-heaters': {
        'one-metre-from-heater': 'Ka noho ngā mea katoa kia 1 mita te tawhiti i ngā whakamahana',
        'one-heater-per-plug': 'Kotahi anake te whakamahana ka monoa ki ia kōngutu hiko',
        'heater-not-dryer': 'Kāore rawa ngā whakamahana e whakamahia hei whakamaroke kākahu',
      },
      'gas-heaters': {
        'one-metre-from-heater': 'Ka noho ngā mea katoa kia 1 mita te tawhiti i te whakamahana',
        'gas-hose-good': 'He pai te āhua o te ngongo kapuni me ōna hononga',
        'fresh-air': 'Ka tukuna he hau hou ki roto i te wā e kā ana te whakamahana',
        'heater-serviced': 'Kua ratongatia te whakamahana i roto i ngā marama 12 kua hipa',
        'one-heater-per-plug': 'Kotahi anake te whakamahana ka monoa ki ia kōngutu hiko',
        'heater-not-dryer': 'Kāore rawa te whakamahana e whakamahia hei whakamaroke kākahu',
      },
      'hot-ashes': {
        'left-ashes': 'Ka waiho ngā pungarehu kia 5 rā e mātao ana i mua i te whakarere',
        'poured-water': 'Ka ringihia he wai ki runga i ngā pungarehu',
        'emptied-ashes': 'Ka ringihia ngā pungarehu ki tētahi pākete konganuku',
      },
      'clothes-dryers': {
        'lint-cleaned': 'Ka horoia te tātari muka i ia wā',
        'not-overloaded': 'Kāore rawa te whakamaroke e utaina nuitia',
        'space-around-dryer': 'Ka waiho he wāhi wātea huri noa i te whakamaroke',
        'full-cycle-used':
          'Ka whakamahia i ngā wā katoa te hurihanga katoa, tae atu ki te whakamātao',
      },
      'electric-blankets': {
        'less-than-five-years': 'He iti iho i te 5 tau te pakeke o te paraikete',
        'rolled-not-folded': 'Ka pōkaia te paraikete, kaua e whakakopaina, ina penapenatia',
        'blanket-flat': 'Ka takoto papatahi te paraikete ki runga i te moenga',
        'no-heavy-objects':
          'Kāore he mea taumaha ki runga i te moenga i te wā e kā ana te paraikete',
        'turned-off': 'Ka whakawetohia te paraikete i mua i te moe',
      },
      'garage-toolshed': {
        'oily-rags': 'Ka penapenatia haumarutia ngā tauera hinu',
        sparks: 'Ka noho ngā korakora kia tawhiti i ngā mea ka kā',
        'power-drills': 'Ka tangohia te mono o ngā taputapu hiko, ka penapenatia haumarutia',
      },
      'batteries-chargers-multiplugs': {
        'not-damaged': 'Kāore ngā pūhiko i pakaru',
        'directly-into-socket': 'Ka monoa tōtika ngā pūrere whakakī ki te kōngutu hiko o te pātū',
        'devices-not-damaged': 'Kāore ngā pūrere me ngā pūrere whakakī i pakaru',
        'cords-not-frayed': 'Kāore ngā taura i tīhore',
        'cords-not-coiled': 'Kāore ngā taura e pōkaia ana i te wā e whakamahia ana',
        'hard-flat-surface': 'Ka whakakīia ngā pūrere ki runga i tētahi mata mārō, papatahi',
      },
    },
  },
};
