import type { MailText } from './types';

export const en: MailText = {
  agency: 'Fire and Emergency New Zealand',
  greeting: (name) => `Kia ora ${name},`,
  done: 'Done',
  todo: 'To do',
  footer:
    'You got this email because this address was entered in the Fire and Emergency New Zealand ' +
    'escape plan tool. You have not been added to any mailing list.',
  plan: {
    subject: 'Your home fire escape plan',
    intro:
      'Here is the 3-step escape plan you made for your household. Print it, put it where ' +
      'everyone can see it, and practise it together.',
    stepsTitle: 'Your 3 steps',
    house: {
      first: {
        title: '1. Your first way out',
        done: 'You have planned your best way out.',
        todo: 'Plan your best way out and walk it with everyone in your home.',
      },
      second: {
        title: '2. Your second way out',
        done: 'You have planned a second way out in case the first is blocked.',
        todo: 'Plan a second way out in case smoke or fire blocks the first one.',
        unable:
          'You told us there is no second way out. Get fire safety advice on what you can do.',
      },
    },
    apartment: {
      exits: {
        title: '1. Your way out of the building',
        done: 'Your building has more than one way out. Know them all.',
        todo: 'Find every way out of your building, and keep your way out clear.',
      },
      alarm: {
        title: "2. Your building's fire alarm",
        done: "You know where the building's fire alarm is and how to use it.",
        todo: "Find out where the building's fire alarm is and how to use it.",
      },
    },
    meetingTitle: '3. Your meeting place',
    assemblyTitle: '3. Your assembly point',
    meetingPlaces: {
      letterbox: 'At the letterbox',
      gate: 'At the gate',
      'street-outside': 'On the street outside',
      'across-road': 'Across the road',
    },
    meetingUnknown: 'Choose a safe place outside where everyone meets.',
    checklistTitle: 'Your checklist',
    checklist: {
      'smoke-alarms-right-places': 'Smoke alarms in the right places',
      'smoke-alarms': 'Smoke alarms tested and working',
      'first-route-planned': 'First way out planned',
      'first-route-obstacles': 'Clear anything in the way on your first way out',
      'first-route-assistance': 'Plan who will help anyone who needs help on your first way out',
      'second-route-planned': 'Second way out planned',
      'second-route-obstacles': 'Clear anything in the way on your second way out',
      'second-route-assistance': 'Plan who will help anyone who needs help on your second way out',
      discussed: 'Plan talked through with everyone in your home',
      'fire-alarm': "You know how to use the building's fire alarm",
      'multiple-exits': 'More than one way out of the building',
      'escape-route-obstacles': 'Clear anything in the way out of the building',
      'escape-route-locks': 'Keep keys next to any locked door on your way out',
      'escape-route-discussed': "Building's evacuation plan talked through with your household",
      'get-advice': 'Get free fire safety advice from Fire and Emergency New Zealand',
    },
    tipsTitle: 'Tips',
    tips: {
      'be-fast': 'Be fast: get out quickly and leave your belongings behind.',
      'get-low': 'Get low: stay down under the smoke.',
      'close-doors': 'Close doors behind you to slow the fire down.',
      'get-out': 'Get out, stay out: never go back inside.',
      'call-111': 'Call 111 once you are outside.',
    },
    printIntro: 'Print your plan and put it up where everyone can see it:',
    printLink: 'Print your escape plan',
  },
  quiz: {
    subject: 'Your home fire safety checklist',
    intro: 'Here is the checklist from your home fire hazards quiz.',
    score: (percentage) => `Your score: ${percentage}%`,
    grades: {
      good: 'Good: your home is well looked after.',
      okay: 'Okay: a few things to fix.',
      bad: 'Needs work: please fix the items below.',
    },
    sectionScore: (score, points) => `${score} of ${points} points`,
    noSections: 'None of the hazard areas applied to your home.',
    sections: {
      'indoor-fires': 'Indoor fires',
      'electric-heaters': 'Electric heaters',
      'gas-heaters': 'Gas heaters',
      'hot-ashes': 'Hot ashes',
      'clothes-dryers': 'Clothes dryers',
      'electric-blankets': 'Electric blankets',
      'garage-toolshed': 'Garage and toolshed',
      'batteries-chargers-multiplugs': 'Batteries, chargers and multiplugs',
    },
    options: {
      'indoor-fires': {
        'chimney-cleaned': 'Chimney cleaned every year',
        'fireguard-used': 'A fireguard is used',
        'matches-out-of-reach': "Matches and lighters kept out of children's reach",
      },
      'electric-heaters': {
        'one-metre-from-heater': 'Everything kept 1 metre away from heaters',
        'one-heater-per-plug': 'Only one heater plugged into each wall socket',
        'heater-not-dryer': 'Heaters never used to dry clothes',
      },
      'gas-heaters': {
        'one-metre-from-heater': 'Everything kept 1 metre away from the heater',
        'gas-hose-good': 'Gas hose and fittings in good condition',
        'fresh-air': 'Fresh air let in while the heater is on',
        'heater-serviced': 'Heater serviced in the last 12 months',
        'one-heater-per-plug': 'Only one heater plugged into each wall socket',
        'heater-not-dryer': 'Heater never used to dry clothes',
      },
      'hot-ashes': {
        'left-ashes': 'Ashes left to cool for 5 days before they are thrown out',
        'poured-water': 'Water poured over the ashes',
        'emptied-ashes': 'Ashes emptied into a metal bucket',
      },
      'clothes-dryers': {
        'lint-cleaned': 'Lint filter cleaned every time',
        'not-overloaded': 'Dryer never overloaded',
        'space-around-dryer': 'Space left around the dryer',
        'full-cycle-used': 'Full cycle, with the cool-down, always used',
      },
      'electric-blankets': {
        'less-than-five-years': 'Blanket less than 5 years old',
        'rolled-not-folded': 'Blanket rolled, not folded, when stored',
        'blanket-flat': 'Blanket lies flat on the bed',
        'no-heavy-objects': 'Nothing heavy on the bed while the blanket is on',
        'turned-off': 'Blanket turned off before going to sleep',
      },
      'garage-toolshed': {
        'oily-rags': 'Oily rags stored safely',
        sparks: 'Sparks kept away from anything that can burn',
        'power-drills': 'Power tools unplugged and stored safely',
      },
      'batteries-chargers-multiplugs': {
        'not-damaged': 'Batteries not damaged',
        'directly-into-socket': 'Chargers plugged straight into the wall socket',
        'devices-not-damaged': 'Devices and chargers not damaged',
        'cords-not-frayed': 'Cords not frayed',
        'cords-not-coiled': 'Cords not coiled up while in use',
        'hard-flat-surface': 'Devices charged on a hard, flat surface',
      },
    },
  },
};
