// A spine workshop plan sized to the numbers the user gave ('12 people in 90 minutes', issue 16):
// the time boxes are scaled to the minutes and always add up to them; the group work is sized to
// the people.

/** The steps of the plan, with their share of a two-hour session. */
const STEPS: ReadonlyArray<readonly [string, number, string]> = [
  [
    'Boundary and time frame',
    10,
    'agree what is inside and outside, and whether you map today or a future you want.',
  ],
  [
    'Needs',
    25,
    'who does this system serve, and what would they lose if it stopped? Write each need from a named perspective.',
  ],
  ['Values', 20, 'what do you optimise for so those needs are met? Dot-vote down to two to four.'],
  ['Principles', 20, 'which cause-and-effect levers get you more of those values?'],
  ['Practices', 20, 'what do people actually do to apply each principle?'],
  ['Tools', 10, 'what do you use for each practice?'],
  [
    'Check the spine',
    15,
    'walk back up: does each tool serve a practice, each practice a principle, each principle a value, each value a need?',
  ],
];

/** The numbers a message gives: people and minutes (hours converted), when stated. */
export function workshopNumbers(text: string): { people?: number; minutes?: number } {
  const people = /(\d{1,3})\s*(?:people|persons|participants|attendees|of\s+us|members|colleagues)/i.exec(
    text,
  );
  const hours = /(\d+(?:[.,]\d+)?)\s*(?:h|hrs?|hours?)\b/i.exec(text);
  const minutes = /(\d{1,4})\s*(?:m|mins?|minutes?)\b/i.exec(text);
  const fromHours = hours ? Math.round(Number(hours[1]?.replace(',', '.')) * 60) : undefined;
  const total = (fromHours ?? 0) + (minutes ? Number(minutes[1]) : 0);
  return {
    ...(people ? { people: Number(people[1]) } : {}),
    ...(total > 0 ? { minutes: total } : {}),
  };
}

/** Splits `total` minutes over the steps in proportion, in whole minutes that add up exactly. */
export function timeBoxes(total: number): number[] {
  const base = STEPS.reduce((sum, [, minutes]) => sum + minutes, 0);
  const exact = STEPS.map(([, minutes]) => (minutes * total) / base);
  const boxes = exact.map(Math.floor);
  let left = total - boxes.reduce((sum, m) => sum + m, 0);
  // Largest remainders first, so rounding never makes the plan overrun or fall short.
  const order = exact.map((value, i) => [value - Math.floor(value), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    boxes[i] = (boxes[i] ?? 0) + 1;
    left -= 1;
  }
  return boxes;
}

/** A workshop plan for the people and minutes given; undefined when the message gives neither. */
export function sizedWorkshopPlan(text: string): string | undefined {
  const { people, minutes } = workshopNumbers(text);
  if (people === undefined && minutes === undefined) return undefined;
  const total = minutes ?? 120;
  const boxes = timeBoxes(total);
  const short = total < 60;
  const groups = people !== undefined && people > 8 ? Math.ceil(people / 6) : 1;
  const who =
    people === undefined
      ? 'Invite the people who do the work and at least one person the system serves; five to ten is plenty.'
      : groups > 1
        ? `With ${people} people, work in ${groups} groups of about ${Math.round(people / groups)} for needs, values and principles, each group at its own part of the wall, and merge at the end of each step; keep practices and tools in plenary so everyone hears them.`
        : `With ${people} people you can work as one group around one wall; make sure at least one of them is someone the system serves.`;
  const lines = STEPS.map(([name, , prompt], i) => `${i + 1}. ${name} (${boxes[i] ?? 0} min): ${prompt}`);
  return [
    `Here is a spine workshop plan for ${people !== undefined ? `${people} people in ` : ''}${total} minutes; the time boxes add up to ${total}.`,
    who,
    ...(short
      ? [
          'Under an hour is tight: send the boundary and a draft map beforehand, and use the session to challenge it rather than write it.',
        ]
      : []),
    lines.join('\n'),
    'When people argue about a tool or a practice, go up a level and agree there first. Close by agreeing who keeps the map and when you will look at it again.',
  ].join('\n\n');
}
