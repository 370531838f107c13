import { describe, expect, it } from 'vitest';
import { isPluralPhrase } from './text';
import { systemPhrase, titleFromBoundary } from './title';

// A map's title and the phrase its need names the system by (title.ts).
describe('titles and system phrases', () => {
  it('ends a long title before a joining word', () => {
    expect(titleFromBoundary('Team Retrospective every two weeks for a scrum team of nine')).toBe(
      'Team Retrospective Every Two Weeks',
    );
    expect(titleFromBoundary('We are a small NHS clinic')).toBe('Small NHS Clinic');
    // A title ends where 'and' opens a clause of its own, and loses the writer's 'I'm a'.
    expect(titleFromBoundary('We are a family run car garage and customers keep complaining')).toBe(
      'Family Run Car Garage',
    );
    expect(
      titleFromBoundary('I work in a small ethnographic museum and half of the collection is lost'),
    ).toBe('Small Ethnographic Museum');
    expect(titleFromBoundary('Fish and chip shop')).toBe('Fish and Chip Shop');
    expect(titleFromBoundary("I'm a charge nurse on a surgical ward and handovers keep missing things")).toBe(
      'Charge Nurse',
    );
    expect(titleFromBoundary("I'm on the residents' group for a new-build estate")).toMatch(/^I'm on/);
    expect(titleFromBoundary('im a childminder and the parents keep paying late')).toBe('Childminder');
    // 'and', a noun, a verb and its object open a clause; a place after the pair does not.
    expect(
      titleFromBoundary('we are a small design studio and clients change the brief after we present'),
    ).toBe('Small Design Studio');
    expect(titleFromBoundary('Vets treating cattle and sheep across the valley')).toBe(
      'Vets Treating Cattle and Sheep Across the Valley',
    );
    // 'I work at the county clerk's office' is titled by the office, and a relative clause is no part of a title.
    expect(
      titleFromBoundary('I work at the county DMV and the line is out the door before we even open'),
    ).toBe('County DMV');
    expect(titleFromBoundary('Prison barber shop where trained inmates cut hair')).toBe('Prison Barber Shop');
    // Nor does a title end on a verb or a word that leads on.
    expect(
      titleFromBoundary(
        'our tower climbers have to get council permission for every mast and it takes months',
      ),
    ).toBe('Tower Climbers');
    expect(titleFromBoundary('first aid and ambulance post during the Grand Magal of Touba')).toBe(
      'First Aid and Ambulance Post',
    );
    // Nor on what runs it or where it works from, cut off ('Soup Kitchen Run Out').
    expect(titleFromBoundary('soup kitchen run out of a big old mosque basement in Leicester')).toBe(
      'Soup Kitchen',
    );
    expect(titleFromBoundary('bike and scooter workshop run by volunteers from the church')).toBe(
      'Bike and Scooter Workshop',
    );
    expect(titleFromBoundary('Window cleaners working out of one battered old van in Hull')).toBe(
      'Window Cleaners',
    );
    expect(
      titleFromBoundary('me and my sister run a food truck out of Leeds and the council permits confuse us'),
    ).toBe('Me and My Sister Run a Food Truck');
    // The writer at the head of a short list of people keeps the list.
    expect(titleFromBoundary('Me, my wife and the twins')).toBe('Me, My Wife and the Twins');
    // In a message told in the first person, 'and' then a word in -ing with its object is what the
    // writer does next; in a name it joins one trade or list.
    expect(titleFromBoundary("we're a tiny boxing gym and chasing members for subs is awful")).toBe(
      'Tiny Boxing Gym',
    );
    expect(titleFromBoundary('Car sales and leasing contracts team')).toBe(
      'Car Sales and Leasing Contracts Team',
    );
    expect(titleFromBoundary('we do council tax and housing benefit calls')).toMatch(/Housing Benefit/);
  });

  it('names the system from the boundary, or falls back for symbols only', () => {
    expect(systemPhrase('Our mobile team')).toBe('the mobile team');
    expect(systemPhrase('🚀')).toBe('this system');
  });

  it('takes the title and the need’s name from a tag naming the system after a problem', () => {
    const boundary =
      'the compressor died mid-morning and we had to cancel twelve patients, small dental practice in Surrey';
    expect(titleFromBoundary(boundary)).toBe('Small Dental Practice in Surrey');
    expect(systemPhrase(boundary)).toBe('the small dental practice in Surrey');
  });

  it('keeps names capitalised when it names the system mid-sentence', () => {
    expect(systemPhrase('Monday morning all-hands meeting')).toBe('the Monday morning all-hands meeting');
    expect(systemPhrase('Google Cloud support team')).toBe('the Google Cloud support team');
    // The writer is in it: 'the elderly mum and me exists to…' would read wrong.
    expect(systemPhrase('My elderly mum and me')).toBe('our household');
    expect(systemPhrase('Me, my partner and our twins')).toBe('our household');
    expect(systemPhrase('Me and two friends running a podcast')).toBe('our group');
    expect(systemPhrase('We are four siblings looking after our mum')).toBe(
      'the four siblings looking after our mum',
    );
    expect(systemPhrase('Regional water company')).toBe('the regional water company');
    // After an article the capital is a name's: a family by its surname.
    expect(systemPhrase('The Patels')).toBe('the Patels');
    expect(systemPhrase('The night shelter')).toBe('the night shelter');
    expect(systemPhrase('Me and the missus')).toBe('our household');
    // A group's name comes before its verb; a plural noun after a modifier is no verb.
    expect(systemPhrase('our team teaches English to adult learners')).toBe('the team');
    expect(systemPhrase('Housing repairs team')).toBe('the housing repairs team');
    expect(isPluralPhrase('the crabmen')).toBe(true);
  });

  it('ends a title before what the group it names does', () => {
    expect(titleFromBoundary('our small firm surveys water mains for housing associations')).toBe(
      'Small Firm',
    );
    expect(titleFromBoundary('our water users association runs 3 boreholes and the caretaker')).toBe(
      'Water Users Association',
    );
  });

  it('ends a title at the person or body, before what is wrong', () => {
    expect(titleFromBoundary('I work at a small architecture office and drawings go back and forth')).toBe(
      'Small Architecture Office',
    );
    expect(titleFromBoundary("I'm a scout leader and parents' consent forms are all on paper")).toBe(
      'Scout Leader',
    );
    // A list of things stays whole.
    expect(titleFromBoundary('We make plastic chairs and tables in Gujranwala')).toBe(
      'We Make Plastic Chairs and Tables in Gujranwala',
    );
  });

  it('never ends a title on who does something next', () => {
    expect(titleFromBoundary('my husband and I rent out four flats we inherited and repairs get lost')).toBe(
      'Husband and I Rent Out Four Flats',
    );
    expect(
      titleFromBoundary('honestly not sure this fits but we are 3 devs in Nairobi building an app'),
    ).toBe('Honestly Not Sure This Fits');
  });
});
