import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { readBoundary } from './route';

// How a boundary's sentence is read before any domain is scored: who acts and their verb, and where
// the phrase that names the system ends.
describe('reading who acts in a sentence', () => {
  it('skips a word that opens speech', () => {
    const reading = readBoundary('ja we guard a shopping centre in Pretoria and the radios drop out');
    expect(reading.mainPhrase).toBe('shopping centre');
    expect(reading.verb).toBe('guard');
    expect(readBoundary('so I run a small bakery').verb).toBe('run');
  });

  it('reads one of the writer’s own people running a business as who acts, the business as the system', () => {
    const reading = readBoundary('my mother runs a baqala in Sharjah and all the stock is only in her head');
    expect(reading.head).toBe('baqala');
    expect(reading.verb).toBe('run');
    // Only a verb of running a business: 'my son has asthma' is still about the son.
    expect(readBoundary('my son has asthma and the school forgets his inhaler').head).not.toBe('asthma');
  });

  it('reads growing things as the grower’s work', () => {
    expect(readBoundary('I grow callaloo and scotch bonnet on two acres').verb).toBe('grow');
    expect(analyse('I grow callaloo and scotch bonnet on two acres').primary.id).toBe('farming');
  });

  it('reads an area of land as a count: what it is of is the system', () => {
    const boundary =
      'I manage 400 hectares of council woodland and our felling licences are all over the place';
    expect(readBoundary(boundary).mainPhrase).toMatch(/^council woodland/);
    expect(analyse(boundary).primary.id).toBe('forestry');
  });

  it('reads the writer’s people in a dwelling as a household', () => {
    expect(
      analyse("we're 5 people in a 3 bed flat with one bathroom and the mornings are carnage").primary.id,
    ).toBe('household');
    expect(
      analyse(
        'we are five in a small apartment in Cairo with my mother in law and the chores always fall on me',
      ).primary.id,
    ).toBe('household');
  });

  it('reads one partner’s job away as what a household fits round', () => {
    expect(
      analyse("my husband works FIFO two weeks on one off and the kids' routines fall apart every changeover")
        .primary.id,
    ).toBe('household');
    expect(
      analyse('my husband fishes and is gone for weeks, so I am running the house and three kids on my own')
        .primary.id,
    ).toBe('household');
    expect(
      analyse("my husband's a paramedic on nights and I'm a teacher so school runs are a constant juggle")
        .primary.id,
    ).toBe('household');
  });

  it('reads two rosters to fit round one home as a household', () => {
    expect(
      analyse(
        "my husband and I both do FIFO rosters and the kids' after-school stuff falls apart every swing",
      ).primary.id,
    ).toBe('household');
    expect(
      analyse(
        'me and my wife are both on rotating shifts at the hospital and school pickups are a daily scramble',
      ).primary.id,
    ).toBe('household');
  });

  it('reads a place of making said to make something as making, whatever it makes', () => {
    expect(
      analyse('I supervise the night shift at a plant that makes plastic garden furniture, and defects spike')
        .primary.id,
    ).toBe('manufacturing');
    // Where it is still counts: a prison workshop that makes desks is asked about.
    expect(analyse('the prison workshop that makes school desks').assumed).toBe(true);
  });

  it('reads a theatre’s wardrobe as the people who make its costumes, whatever the stage', () => {
    expect(analyse('wardrobe dept at an opera house').primary.id).toBe('textiles');
    expect(analyse('Wardrobe department of the county theatre').primary.id).toBe('textiles');
    // The stage still counts where the head is the theatre's own.
    expect(analyse('stage crew at the county theatre').primary.id).toBe('performingArts');
  });

  it('ends the phrase at what people do for their group, however it is spelt', () => {
    const studio = readBoundary('our studio of architects makes mostly houses in the mountains');
    expect(studio.head).toBe('architect');
    expect(analyse('our studio of architects makes mostly houses in the mountains').primary.id).toBe(
      'architecture',
    );
    // Things, not people, before a word that can be a verb: a noun phrase goes on.
    expect(readBoundary('sports supplies shop').mainPhrase).toBe('sports supplies shop');
  });

  it('reads what the lexicon says of things sold as no more than the rest of the sentence', () => {
    const sold = analyse(
      'I sell farm machinery across three provinces and honestly my whole pipeline lives in a notebook',
    );
    expect(sold.assumed).toBe(true);
    expect([sold.primary.id, sold.rival?.id]).toContain('sales');
  });

  it('reads a thing, the work done on it and the people who do it as one noun', () => {
    expect(readBoundary('Crop spraying pilots').head).toBe('pilot');
    expect(readBoundary('tree climbing instructors for arborists').head).toBe('instructor');
    // People, or a business, before the word in -ing: what follows is what they do.
    expect(readBoundary('volunteers helping refugees').mainPhrase).toBe('volunteers');
    expect(readBoundary('bakery supplying cafes').mainPhrase).toBe('bakery');
  });

  it('reads the people living by a place as its neighbours, not the place', () => {
    expect(analyse('people living around the airport fighting the noise').primary.id).toBe('community');
    expect(analyse('families who live near the quarry').primary.id).toBe('community');
  });

  it('reads a body named by the people who belong to it as that body', () => {
    expect(readBoundary("Retired teachers' association").head).toBe('association');
    expect(readBoundary("Taxi owners' association committee").head).toBe('association');
    expect(analyse("Retired teachers' association").primary.id).toBe('association');
    // Not a body named by what it does: a choir is a choral society, a building society lends.
    expect(readBoundary('Building society').head).not.toBe('society');
  });

  it('reads a municipality as its public services, not its water', () => {
    expect(analyse('Municipality').primary.id).toBe('publicServices');
    expect(
      analyse('I work in the office of the municipality and citizens wait hours for certificates').primary.id,
    ).toBe('publicServices');
  });

  it('reads a council’s own team as a council service, whatever it licenses or allocates', () => {
    for (const boundary of [
      'Council team that allocates school places',
      'the council team that licenses street food markets',
      'council licensing team for street parties and festivals',
      'Council advice counter inside a public library',
    ]) {
      const analysis = analyse(boundary);
      expect([analysis.primary.id, analysis.assumed], boundary).toEqual(['publicServices', false]);
    }
    expect(analyse('Graduate school admissions').primary.id).toBe('university');
  });

  it('reads researching as a research group’s work', () => {
    expect(analyse('we research soil health for a tea estate').primary.id).toBe('research');
  });

  it('reads carrying goods from place to place as haulage, whatever the goods', () => {
    expect(
      analyse('we move cement, steel and roof sheets from the port to building sites in 20 trucks').primary
        .id,
    ).toBe('logistics');
    expect(analyse('we transport fuel to petrol stations').primary.id).toBe('logistics');
  });

  it('reads producing things as making them', () => {
    expect(
      analyse('we produce motorbike parts in Binh Duong and the defect rate on machine 4 is high').primary.id,
    ).toBe('manufacturing');
  });

  it('reads what someone is in charge of as the work', () => {
    expect(
      readBoundary("I'm in charge of cleaning and maintenance for the school and village hall here")
        .mainPhrase,
    ).toMatch(/^cleaning/);
  });

  it('reads two of the writer’s own people as who acts', () => {
    expect(readBoundary('my mum and my aunties sew school uniforms from home').verb).toBe('sew');
    // One of theirs and a count of more: 'my dad and two uncles'.
    expect(readBoundary('my dad and two uncles share one trawler in Kochi').mainPhrase).toBe('trawler');
    // Without a second 'my', with 'his' or 'her', or a count of people who are not kin.
    expect(readBoundary('my mum and aunties run a tailoring business from home').mainPhrase).toBe(
      'tailoring business',
    );
    expect(readBoundary('my grandson and his friends write an app for ordering takeaway').verb).toBe('write');
    expect(readBoundary('my mother and five women make kenkey for sale in Accra').verb).toBe('make');
  });

  it('ends the phrase at what people do, in the plural', () => {
    expect(readBoundary('our field reps sell tractors to farmers').mainPhrase).toBe('field reps');
    // Not at a verb that says little of the work: what follows names the system.
    expect(
      analyse(
        'My nurses cover the kennels, consults and calls from worried owners, and something always gets missed.',
      ).primary.id,
    ).toBe('veterinary');
    expect(analyse('Parents keep turning up late to collect their kids from youth club.').primary.id).toBe(
      'youth',
    );
    // People in the plural after a word in -ing are who does it ('school building contractors').
    expect(analyse('School building contractors').primary.id).toBe('construction');
    // Not at 'I' ('is' is a verb).
    expect(readBoundary('the farmers I do books for turn up late').mainPhrase).not.toBe('farmers');
  });

  it('reads a crowd, folks or men as who works, not what they do', () => {
    expect(analyse('the onboarding folks at a school software company').primary.id).toBe('customerSuccess');
    expect(readBoundary('the analytics crowd at a football club').head).not.toBe('crowd');
  });

  it('reads people living somewhere as the system, not who acts on the place', () => {
    expect(analyse('Neighbours living around the new quarry').primary.id).toBe('community');
  });

  it('reads guards, pilots, mechanics and cooks as people a training verb can teach', () => {
    expect(analyse('we train security guards for their licence and half the learners fail').primary.id).toBe(
      'training',
    );
  });

  it('reads the stem of an irregular third person', () => {
    expect(readBoundary('our team does a retro every two weeks').verb).toBe('do');
  });
});

describe('which part of a message names the system', () => {
  it('reads a tag naming the system after a problem told at length', () => {
    expect(
      readBoundary(
        'the compressor died mid-morning and we had to cancel twelve patients, small dental practice in Surrey',
      ).mainPhrase,
    ).toBe('dental practice');
    expect(
      analyse(
        "our X-ray machine broke and the booking system can't move 40 appointments, small animal vet clinic",
      ).primary.id,
    ).toBe('veterinary');
    // Nor a tag that opens with what is done.
    expect(
      analyse(
        'Arrangements coordinator at a funeral directors in Glasgow, meeting families the day after a death.',
      ).primary.id,
    ).toBe('funeral');
    // Not when the writer opened with the system: what follows the comma is the problem.
    expect(
      readBoundary('we are a family textile business in Denizli, orders from Europe come late').mainPhrase,
    ).toBe('family textile business');
  });

  it('reads the writer saying what they do after a problem told at length', () => {
    const lifts =
      "the lifts break weekly and the cleaners' cupboard floods every time it rains, I run facilities for an office block";
    expect(readBoundary(lifts).head).toBe('facility');
    expect(analyse(lifts).primary.id).toBe('facilities');
    // Not a wish, and not after a short name: that name is the system.
    expect(
      readBoundary(
        'in our condomínio neighbours fight in the WhatsApp group about noise, I want to understand it',
      ).head,
    ).not.toBe('it');
    expect(readBoundary('Ward 7 night staff, I run the rota').head).not.toBe('rota');
    // After 'and', only the writer running something: 'and we never know…' is more of the problem.
    expect(
      readBoundary('thefts from lockers keep going up and I manage the security team at a shopping centre')
        .head,
    ).toBe('security');
    expect(
      readBoundary('my sister runs a bakery and we never know how much bread to bake each morning').head,
    ).toBe('bakery');
  });
});

describe('where the phrase that names the system ends', () => {
  it('does not end at a word a hyphen joins to the next', () => {
    expect(readBoundary("the hospital's in-house marketing and design team").head).toBe('design');
    expect(readBoundary('the on-call team for the payments platform').mainPhrase).toBe('on call team');
  });

  it('ends where a place’s work starts, when it is done on many things the group nouns name', () => {
    // 'Vans', 'chairs' and 'desks' are group nouns in the singular ('the ice cream van', 'the chair').
    expect(readBoundary('my brother and I run a garage fixing vans').mainPhrase).toBe('garage');
    expect(readBoundary('Furniture factory making office chairs').mainPhrase).toBe('furniture factory');
    expect(readBoundary('factory making school desks').mainPhrase).toBe('factory');
    // Crews and teams are who works, whatever they do.
    expect(readBoundary('i manage tree planting crews for a pulp company').mainPhrase).toBe(
      'tree planting crews',
    );
    expect(readBoundary('professional cycling team').mainPhrase).toBe('professional cycling team');
  });

  it('ends at a participle that says where the system is placed', () => {
    expect(readBoundary('Dispensary attached to a country GP practice').mainPhrase).toBe('dispensary');
    expect(readBoundary('the ambulance crew stationed at a motor racing circuit').mainPhrase).toBe(
      'ambulance crew',
    );
    expect(
      readBoundary('my mum moved in after her fall and now nobody knows whose turn it is').mainPhrase,
    ).not.toMatch(/moved/);
  });

  it('reads a bus that care goes round in as that care, as a van is', () => {
    expect(analyse('Dental bus visiting schools').primary.id).toBe('dentistry');
    expect(analyse('dental care bus').primary.id).toBe('dentistry');
    expect(analyse('school bus').primary.id).toBe('publicTransport');
  });

  it('ends at a word that starts a new clause', () => {
    expect(readBoundary('a retro every two weeks but nobody speaks honestly').mainPhrase).toBe(
      'retro every two weeks',
    );
    expect(readBoundary('weekly review because the manager insists').mainPhrase).toBe('weekly review');
  });

  it('reads which shift as when people work, not what the system is', () => {
    const reading = readBoundary('second shift on a line making aluminium window frames');
    expect(reading.head).not.toBe('second');
    expect(reading.groupName).toBe('second shift');
  });

  it('reads a word in -ing that a domain lists with the noun after it as that noun’s modifier', () => {
    expect(readBoundary('cabin crew training academy for an airline').mainPhrase).toBe(
      'cabin crew training academy',
    );
  });

  it('reads a van as the vehicle a service goes round in', () => {
    expect(analyse('the mobile dental van that visits primary schools').primary.id).toBe('dentistry');
  });

  it('takes no evidence from a figure of speech', () => {
    const boundary =
      "I'm secretary of a professional engineers' society and getting members to renew is like pulling teeth";
    expect(analyse(boundary).primary.id).not.toBe('dentistry');
  });

  it('reads a round as a route worked in turn, named by what it collects or delivers', () => {
    expect(readBoundary('food waste collection round for restaurants and cafes').head).not.toBe('round');
    expect(analyse('food waste collection round for restaurants and cafes').primary.id).toBe(
      'wasteRecycling',
    );
  });

  it('ends the phrase where it says whom the system is run by or out of', () => {
    expect(readBoundary('open-source project run out of a university research group').mainPhrase).toBe(
      'open source project',
    );
  });

  it('reads past the particle of a verb the writer and their kin share, and ends on a clause about the thing', () => {
    expect(readBoundary('me and my brother look after the church hall bookings').mainPhrase).toBe(
      'church hall bookings',
    );
    const flats = readBoundary(
      'my husband and I rent out four flats we inherited and tenant repairs fall through the cracks',
    );
    expect(flats.mainPhrase).toBe('flats');
    expect(flats.verb).toBe('rent');
    // Whom the writer works for is no clause about a thing: 'the farmers I do books for' stay whole.
    expect(
      readBoundary('the farmers I do books for turn up with carrier bags of receipts').mainPhrase,
    ).toMatch(/farmers i do books/);
  });

  it('ends the phrase where a new clause starts with when or if', () => {
    expect(
      readBoundary(
        "I'm the only operator at our village water plant and when a main breaks the whole parish calls me",
      ).mainPhrase,
    ).not.toMatch(/parish/);
  });

  it('reads volunteers doing a job as volunteering, not the job', () => {
    const boundary = 'I am retired and organise the volunteers that clean the beach every month';
    expect(readBoundary(boundary).verb).not.toBe('clean');
    expect(analyse(boundary).primary.id).toBe('volunteering');
  });

  it('ends the phrase at its own verb, becoming included', () => {
    expect(
      readBoundary('our team retrospectives became boring and action items are never done').mainPhrase,
    ).toBe('team retrospectives');
  });

  it('reads a dispatch desk by what it dispatches, not as haulage', () => {
    expect(
      analyse(
        'I work in dispatch center of a power company in Kyushu, solar output makes grid balancing very hard',
      ).primary.id,
    ).toBe('energy');
  });

  it('reads a trade in -ing before the words it is for as the head', () => {
    expect(readBoundary('freelance supply chain consulting for manufacturers').head).toBe('consulting');
    expect(analyse('I do freelance supply chain consulting for manufacturers').primary.id).toBe('consulting');
  });

  it('ends the phrase where other people and their verb start a clause, but not at one of many people', () => {
    expect(readBoundary('we operate the BRT buses and passengers complain about delays').mainPhrase).toBe(
      'brt buses',
    );
    expect(readBoundary('a garden centre and customers wait for ages at the till').head).toBe('garden');
    // People on both sides name one group: 'my husband and sons fish…' is still a household of fishers.
    expect(readBoundary('my husband and sons fish for crab off the west coast').mainPhrase).toMatch(/sons/);
    expect(readBoundary('doctors and nurses rota').mainPhrase).toBe('doctors and nurses rota');
  });

  it('reads what someone is on call for as the system', () => {
    const boundary = "I'm on call for the Kubernetes clusters at a fintech in Lagos and deploys keep failing";
    expect(readBoundary(boundary).head).toBe('cluster');
    expect(analyse(boundary).primary.id).toBe('platformOps');
    // Others on call are still who the system is.
    expect(analyse("vets on call for the pony club's summer camp").primary.id).toBe('veterinary');
  });

  it('reads a sister on a ward as its nurse, and what is kept clean as the system', () => {
    expect(
      analyse("patients sit waiting for scans for hours, I'm a sister on a surgical ward").primary.id,
    ).toBe('healthcare');
    const kept = readBoundary('we keep the district headquarters clean and running but the budget got cut');
    expect(kept.mainPhrase).toBe('district headquarters');
    // Nor is the verb of the head's gloss a thing: 'the office that serves as…' serves nothing.
    expect(kept.glossNouns).not.toContain('serve');
  });

  it('reads the body the writer holds an office in as the system, and a society as its members’ body', () => {
    const society = 'I am secretary of the local camera society and members never read the committee emails';
    expect(readBoundary(society).mainPhrase).toBe('local camera society');
    expect(analyse(society).primary.id).toBe('association');
    expect(readBoundary("I'm treasurer of a rowing club").mainPhrase).toBe('rowing club');
    expect(readBoundary("I'm the principal of a two-teacher school on an island").mainPhrase).toBe(
      'two teacher school',
    );
    expect(readBoundary('I am owner of nail salon with 6 techs').mainPhrase).toBe('nail salon');
    expect(readBoundary('I am general secretary of our rickshaw drivers union').mainPhrase).toBe(
      'rickshaw drivers union',
    );
    expect(analyse("I'm secretary of a model railway society").primary.id).toBe('association');
    // A pair a domain names is that domain's.
    expect(analyse('Burial society at a mosque').primary.id).toBe('funeral');
    expect(analyse('building society branch').primary.id).toBe('finance');
  });

  it('reads an atelier by what it makes: couture is garments', () => {
    expect(analyse('Couture atelier').primary.id).toBe('textiles');
    expect(analyse('architecture atelier').primary.id).toBe('architecture');
    expect(analyse('Design office for a hotel developer in Guanacaste').primary.id).toBe('architecture');
  });

  it('ends the phrase at a place it goes round, not at a round of its own', () => {
    expect(readBoundary('boat tours round a working fishing harbour').mainPhrase).toBe('boat tours');
    expect(readBoundary('the milk round').mainPhrase).toBe('milk round');
  });

  it('reads a word in -ing after an adjective as describing the noun, and "in house" as one word', () => {
    expect(readBoundary('private sewing factory in Kharkiv making uniforms for the army').head).toBe(
      'factory',
    );
    expect(readBoundary('I lead the small in house dev team at the county council').mainPhrase).toBe(
      'small in house dev team',
    );
    // How the writer is, then what they do: what they keep is the system.
    expect(readBoundary("I'm retired and keep a rooftop vegetable garden in Singapore").mainPhrase).toBe(
      'rooftop vegetable garden',
    );
    expect(readBoundary('I am retired and started a small group in my village').groupName).toBe(
      'small group',
    );
  });

  it('reads the place a chair is rented in, and clients who keep booking as a clause of their own', () => {
    const boundary = 'i rent a chair in a busy salon and clients keep booking with me on instagram';
    expect(readBoundary(boundary).mainPhrase).toBe('busy salon');
    expect(analyse(boundary).primary.id).toBe('personalCare');
  });

  it("reads what 'the one who' does as the writer's verb", () => {
    const reading = readBoundary(
      'i am the only one who understands the spreadsheets and dashboards at the council',
    );
    expect(reading.verb).toBe('understand');
    expect(reading.mainPhrase).toBe('spreadsheets and dashboards');
  });

  it('reads "stage manage" as one verb', () => {
    const reading = readBoundary('I stage manage a community musical every winter');
    expect(reading.head).toBe('musical');
    expect(reading.mainPhrase).not.toMatch(/manage/);
  });

  it('reads one word joined to a longer phrase as qualifying its head', () => {
    const boundary = 'I deliver forklift and warehouse safety courses and learners keep turning up late';
    expect(readBoundary(boundary).head).toBe('course');
    expect(analyse(boundary).primary.id).not.toBe('logistics');
    // Two phrases of their own each have a head.
    expect(analyse('Apple orchard and cider press').primary.id).toBe('farming');
  });

  it('ends the phrase at what a place has none of', () => {
    const boundary = 'our village has no shop anymore and neighbours are trying to help the older residents';
    expect(readBoundary(boundary).head).toBe('village');
    expect(readBoundary('my family has two boats out of Kalk Bay').head).not.toBe('family');
  });
});
