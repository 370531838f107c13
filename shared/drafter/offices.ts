// Who the writer is in a body or a place: an office they hold there names no system; the body does.

// Offices held in a body ('secretary of the camera society', 'treasurer of a rowing club'): the
// body is the system, as with a count or part before 'of'.
export const OFFICES = new Set([
  'secretary',
  'treasurer',
  'chair',
  'chairman',
  'chairwoman',
  'chairperson',
  'president',
  'captain',
  'trustee',
  'clerk',
  'convenor',
  'convener',
  'principal',
  'headteacher',
  'headmaster',
  'headmistress',
  'director',
  'manager',
  'coordinator',
  'organiser',
  'owner',
  'founder',
]);
// What an office is called in full: 'general secretary', 'honorary treasurer', 'vice chair'.
export const OFFICE_TITLES = new Set(['general', 'honorary', 'hon', 'vice', 'deputy', 'acting']);
