import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { readBoundary } from './route';
import { draftSpineMap } from './index';
import { ASSUMED_OPENING } from './draft';
import { subjectOf } from './subject';

// Issue 16's routing from the lexicon: head noun first, its WordNet hypernyms to a family's anchors,
// modifiers and what follows the main phrase after it.
describe('reading a boundary from the lexicon', () => {
  it('walks an unlisted animal or crop up to its family', () => {
    expect(analyse('Goat herd on the fells').primary.id).toBe('farming');
    expect(analyse('Lettuce growers').primary.id).toBe('farming');
  });

  it('walks a trade, workplace or firm nobody listed up to its family, as a guess', () => {
    // Anchors from a scan of WordNet's trades, workplaces and firms by ISIC division, not from cases.
    for (const [boundary, family] of [
      ['Glassworks', 'manufacturing'],
      ['Tannery', 'textiles'],
      ['Farmhands', 'farming'],
      ['Launderette', 'personalCare'],
      ['Nightclub', 'hospitality'],
      ['Referees', 'sport'],
      ['Box office', 'performingArts'],
      ['Oil company', 'energy'],
      ['Verger', 'faith'],
    ] as const) {
      const analysis = analyse(boundary);
      expect(analysis.primary.id, boundary).toBe(family);
      expect(analysis.assumed, boundary).toBe(true);
    }
  });

  it('reads a word the lexicon does not know by the noun it is made of', () => {
    // The noun before a worker's ending, or the known noun a word ends with, is walked in its place.
    expect(analyse('Crabmen').primary.id).toBe('fishing');
    expect(analyse('Ferrymen').primary.id).toBe('maritime');
    expect(analyse('Gastrobar').primary.id).toBe('hospitality');
    // Adjectives and agent nouns are not two nouns: 'photographic' is no 'graphic'.
    expect(readBoundary('Photographic society').lexiconHits).toEqual([]);
  });

  it('reads a word typed with or without its accents alike', () => {
    expect(analyse('Crèche for shift workers').primary.id).toBe('earlyYears');
    expect(readBoundary('Crèche').head).toBe('creche');
  });

  it("reads a contraction as the sentence's subject and verb, and skips each verb it joins", () => {
    expect(readBoundary("I'm an architect working mostly on school buildings").mainPhrase).toBe('architect');
    expect(readBoundary("We're the maths department at a high school").mainPhrase).toBe('maths department');
    expect(readBoundary('We sort and deliver the post for six villages').head).toBe('post');
    // 'I am working in…' (the verb is the -ing form, not a mine's working), and 'im' typed fast.
    const working = readBoundary('i am working in kindergarten in warsaw, 20 toddlers');
    expect([working.verb, working.head]).toEqual(['work', 'kindergarten']);
    expect(readBoundary('im plumber for a housing association').head).toBe('plumber');
    // Who they are, then what they do; and where a boat works out of is no part of its name.
    expect(readBoundary('Project post-mortem after a failed launch').mainPhrase).toBe('project post mortem');
    const brothers = readBoundary('We are three brothers running an inshore trawler out of Brixham');
    expect([brothers.verb, brothers.mainPhrase]).toEqual(['run', 'inshore trawler']);
    // Who they are, then what they work with: the boats, not the brothers' household.
    expect(readBoundary('we are 4 brothers with two bangka boats in Bohol, catch is down').head).toBe('boat');
  });

  it('reads the subjects people write before their verb: counts, the writer and theirs, a named group', () => {
    expect(readBoundary('There are five of us giving IT advice to small businesses').mainPhrase).toBe(
      'it advice',
    );
    expect(analyse('me and my brother run 400 acres of barley near Driffield').primary.id).toBe('farming');
    expect(analyse('my dad and I fish lobster off Maine').primary.id).toBe('fishing');
    expect(analyse('eleven of us drive trams overnight').primary.id).toBe('publicTransport');
    // 'Me and my two boys' has no verb: it is the household itself.
    expect(analyse('Me and my two boys').primary.id).toBe('household');
    // A group's own name ends before its verb ('the cleaning company does offices').
    expect(readBoundary('our cleaning company does offices and gyms after hours').mainPhrase).toBe(
      'cleaning company',
    );
    // The verb after a group's own name is what its people do, above what they work on.
    expect(analyse('our team patrols building sites overnight and reports any incident').primary.id).toBe(
      'security',
    );
    // A verb any team does is no evidence for the noun it is spelt like.
    expect(analyse('we ship a release every fortnight and testing gets squeezed').primary.id).not.toBe(
      'maritime',
    );
  });

  it('reads what a sentence says its people do as the head does', () => {
    expect(readBoundary('We repair bikes and scooters under a railway arch').verb).toBe('repair');
    expect(analyse('We repair bikes and scooters under a railway arch').primary.id).toBe('repairShop');
    // What they work on still counts: a team fixing bugs is a software team.
    expect(analyse('We fix bugs in our booking app').primary.id).toBe('software');
    // The work a verb names is its -ing form's domain ('I train' is training, not a train), and a
    // sentence with no verb of its own says it in what describes its people.
    expect(
      analyse('I train new chainsaw operators on weekend courses and half the learners are new').primary.id,
    ).toBe('training');
    expect(analyse('Marshals volunteering at a city marathon').primary.id).toBe('volunteering');
    expect(analyse('we are three ex-nurses who consult to aged care providers').primary.id).toBe(
      'consulting',
    );
    // Not a noun in -ing with its own verb, nor what a phrase of group nouns does (the system itself).
    expect(analyse('Potty training is taking over our mornings in the nursery').primary.id).not.toBe(
      'training',
    );
    expect(analyse('Foundation stewarding several open source projects').primary.id).toBe('openSource');
    // Making things is manufacturing, or the kind of it the product names; 'we make sure' makes nothing.
    expect(
      analyse('we make aluminium window frames, 60 staff, and scrap rates have doubled').primary.id,
    ).toBe('manufacturing');
    expect(analyse('we make chutneys in a rented unit').primary.id).toBe('foodProduction');
    expect(readBoundary('we make sure the kids get to school').verb).toBeUndefined();
    expect(readBoundary('I help run a Friday night club for 11-16 year olds').verb).toBe('run');
    // Who acts, then what they are doing; a clause after 'and every…' is no part of the main phrase.
    expect(
      analyse(
        'me and two subbies are renovating an old farmhouse and the site safety stuff is all over the place',
      ).primary.id,
    ).toBe('construction');
    expect(
      readBoundary(
        "we're four devs maintaining the hospital's booking system and every release breaks something",
      ).head,
    ).not.toBe('break');
    // Volunteers doing the work are volunteering, whatever the work; many households are neighbours.
    expect(analyse('Museum volunteer guides').primary.id).toBe('volunteering');
    expect(analyse('we coordinate volunteer tutors for refugee families').primary.id).toBe('volunteering');
    expect(analyse('Volunteer maintainers of a mapping toolkit').primary.id).toBe('openSource');
    expect(
      analyse('about forty households on our lane share a private road and nobody agrees on the potholes')
        .primary.id,
    ).toBe('community');
    // A clause after 'and' is not part of the main phrase.
    expect(
      readBoundary('I teach the intro animal science course and half the freshmen never show up').head,
    ).toBe('course');
  });

  it('reads the team a problem-first message names last, not the problem', () => {
    for (const [boundary, family] of [
      [
        "Rotas change daily and wait times are over 20 minutes: the call centre where I'm a team leader",
        'contactCentre',
      ],
      ['Tour logistics, visa paperwork and arguments about setlists — our five-piece band', 'performingArts'],
      [
        'Nobody logs which laptops came in, so things get lost at the computer repair shop where I work',
        'repairShop',
      ],
      // Where it happens, with no 'where I': 'at the quarry I manage', '…at our cricket club'.
      [
        'Too many contractors, not enough supervisors, and the dashboard is always behind at the quarry I manage',
        'mining',
      ],
      ['Too many WhatsApp groups and the fixtures list is always wrong at our cricket club', 'sport'],
      // A last sentence that names the team and counts it.
      ['Cash flow is awful until the harvest comes in. Mixed dairy and crop farm, 3 of us', 'farming'],
      // A message that ends in the writer's home is about the household.
      ['Nobody empties the dishwasher and the kids fight over screen time in our house', 'household'],
    ] as const)
      expect(analyse(boundary).primary.id, boundary).toBe(family);
    // The phrase's own verb ends it ('calls are stacking up'); on-site words never head ('field team').
    expect(readBoundary('Calls are stacking up and we have no units to send').mainPhrase).toBe('calls');
    expect(analyse("I'm on the field team fixing mobile masts when the signal drops out").primary.id).toBe(
      'telecoms',
    );
    // A message that opens with a list of what the team handles names the team after it.
    expect(
      analyse(
        'Bins, potholes, the village hall and the Christmas lights, our street group never agrees who does what',
      ).primary.id,
    ).toBe('community');
    // A message that names its team first is not problem-first, whatever a later sentence says.
    const software = analyse(
      'Our cross-functional software team of seven. We build the banking app. Outside it: the central platform team, company-wide budgeting and marketing.',
    );
    expect([software.primary.id, software.reading.mainPhrase]).toEqual([
      'software',
      'cross functional software team',
    ]);
  });

  it('reads the kin or crowd a sentence starts with as who acts, no evidence of a household', () => {
    expect(analyse('Me and my sister knit jumpers on old flatbed machines').primary.id).toBe('textiles');
    expect(analyse('Me and my husband cook brekkie for the guests and change the sheets').primary.id).toBe(
      'hospitality',
    );
    expect(analyse('our lot row at six on the river').primary.id).not.toBe('household');
    // Unless both work: then the sentence is about fitting two jobs round one home, whatever the workplace.
    const shifts =
      'my wife and I both work shifts at the hospital and nobody knows whose turn it is for the school run';
    expect(analyse(shifts).primary.id).toBe('household');
    expect(analyse('we both do night shifts at the care home and the kids need lifts').primary.id).toBe(
      'household',
    );
    // The workplace is where they work, however strongly a domain names it.
    expect(
      analyse(
        "me and my wife both work shifts at the mine and the kids' school app never tells us about closing",
      ).primary.id,
    ).toBe('household');
    const map = draftSpineMap({ systemBoundary: shifts });
    const items = [...map.values, ...map.principles, ...map.practices, ...map.tools].join('\n');
    expect(items).toMatch(/\bthe household\b/);
    expect(items).not.toMatch(/\bwifes?\b|\bturns\b|\bthe hospital\b/i);
  });

  it('reads an ambiguous phrase at the head by what follows it', () => {
    // Power stations, tram networks and 999 services all have a control room.
    expect(analyse('Control room for the regional electricity network').primary.id).toBe('energy');
    expect(analyse('Too many handovers: the control room of a city tram network').primary.id).toBe(
      'publicTransport',
    );
  });

  it('takes no evidence from what a boundary says lies outside it', () => {
    const analysis = analyse(
      'Inside: one product team of six and how they plan their work. Outside: the issue tracker the wider company uses.',
    );
    expect(analysis.ranked.map((evidence) => evidence.domain.id)).not.toContain('openSource');
    // 'Outside' in a place is no boundary line: 'a veg farm outside Lancaster' is still the team named last.
    expect(analyse('Nobody got trained — our organic veg farm outside Lancaster').primary.id).toBe('farming');
  });

  it('reads a word inside a phrase a domain lists by the phrase', () => {
    // 'Farm' in 'wind farm' is no evidence of farming; 'young farmers' are a youth movement.
    const analysis = analyse('Wind farm operations and maintenance team');
    expect(analysis.primary.id).toBe('energy');
    expect(analysis.ranked.map((evidence) => evidence.domain.id)).not.toContain('farming');
    expect(analyse('Young Farmers').primary.id).toBe('youth');
  });

  it('reads a family by its surname and a home by its door', () => {
    for (const boundary of ['The Patels', 'the Joneses', 'Number 42', 'Flat 3b'])
      expect(analyse(boundary).primary.id, boundary).toBe('household');
    // A name a domain lists still names it.
    expect(analyse('The Samaritans').primary.id).toBe('nonprofit');
  });

  it('reads what a count or a part is of, never the count', () => {
    expect(readBoundary('Six of us run a community orchard').head).toBe('orchard');
    expect(readBoundary('Head of maths').head).toBe('maths');
    expect(readBoundary('A bunch of retired folk who drive patients').mainPhrase).toBe('retired folk');
    expect(readBoundary('Seven nurses').head).toBe('nurse');
    // A family's generations are no power station's generation.
    expect(analyse('Three generations under one roof').primary.id).not.toBe('energy');
  });

  it('reads a pair WordNet knows as one noun as the head, not its last word', () => {
    const union = analyse('The credit union');
    expect(union.primary.id).toBe('finance');
    expect(union.assumed).toBe(true);
    expect(analyse('Our string quartet').primary.id).toBe('performingArts');
  });

  it('ends the main phrase at a place preposition and skips a sentence’s subject and verb', () => {
    expect(readBoundary('Tea room inside a garden centre').mainPhrase).toBe('tea room');
    // A participle before 'by' says who uses or owns it: 'used' is one too, short as it is.
    expect(readBoundary('Open-source GIS plugin used by county councils').mainPhrase).not.toContain('used');
    expect(readBoundary('We help out at the night shelter').head).toBe('shelter');
    expect(readBoundary('Me, my brother and our grandmother').head).toBeDefined();
    // A word in -ing before a group noun is a modifier ('professional cycling team'), unless the
    // group noun only qualifies the thing the phrase ends on.
    expect(readBoundary('Factory making school furniture').mainPhrase).toBe('factory');
    expect(readBoundary('Professional cycling team').mainPhrase).toBe('professional cycling team');
    expect(readBoundary('University rowing club coaches').mainPhrase).toBe('university rowing club coaches');
    // When people work is no head: the night shift's place is.
    expect(readBoundary('Night shift at the sorting office').mainPhrase).toBe('sorting office');
    // A trade in -ing is one noun with what it names ('office cleaning', 'student housing lettings');
    // a guy is a person, not a trade; a temporary crew is a crew.
    expect(readBoundary('we do office cleaning across three business parks').mainPhrase).toBe(
      'office cleaning',
    );
    expect(readBoundary('Student housing lettings near the campus').head).toBe('letting');
    expect(readBoundary("I'm the one ops guy running our Kubernetes cluster").head).toBe('cluster');
    expect(readBoundary('Temporary mobile network crew at a festival').head).not.toBe('temporary');
    expect(analyse('Night shift at the sorting office').primary.id).toBe('postalCourier');
    // After 'and', a word in -ing before a group noun joins the phrase; before anything else it
    // starts a clause of its own.
    expect(readBoundary('Waste and recycling collection service for a district council').mainPhrase).toBe(
      'waste and recycling collection service',
    );
    expect(
      readBoundary('we look after six rental flats and managing repairs takes all my time').mainPhrase,
    ).toBe('rental flats');
  });

  it('guesses the head’s own domain, openly, when only the words after the main phrase name another', () => {
    const analysis = analyse('Paramedics at a folk festival');
    expect(analysis.primary.id).toBe('emergencyCare');
    expect(analysis.assumed).toBe(true);
    expect(draftSpineMap({ systemBoundary: 'Paramedics at a folk festival' }).context).toContain(
      ASSUMED_OPENING,
    );
  });

  it('names first the things in the user’s words that the guessed family knows', () => {
    const things = subjectOf(
      analyse('I train new forklift drivers on weekend courses and half the learners have never driven one'),
    )?.things;
    expect(things?.slice(0, 2)).toEqual(['course', 'learner']);
  });

  it('reads whom a training verb teaches as the subject taught, and a team that trains as its sport', () => {
    expect(analyse('we train young women as solar technicians in six week courses').primary.id).toBe(
      'training',
    );
    expect(analyse("Women's rugby team training on a school pitch").primary.id).toBe('sport');
    // Whom a teacher teaches are their pupils, not a household: teaching is the work.
    expect(analyse("we teach the kids on the children's ward").primary.id).toBe('schools');
    // Flying aircraft is aviation, whatever they carry.
    expect(analyse('we fly tourists and supplies to the airstrips in small Cessnas').primary.id).toBe(
      'aviation',
    );
    // Crops sprayed from the air are flying work, not a farm's.
    expect(analyse('aerial application business spraying cotton').primary.id).toBe('aviation');
    expect(analyse('I teach 7th grade math and the kids who miss class never catch up').primary.id).toBe(
      'schools',
    );
    // A university the sentence names outweighs the verb.
    expect(analyse('I teach in a public university and students share one module').primary.id).toBe(
      'university',
    );
  });

  it('reads what a seller sells, a guard guards, an adviser advises or a recruiter hires as what they work on, not the system', () => {
    expect(
      analyse('We hire and onboard about 300 seasonal pickers, packers and drivers every summer').primary.id,
    ).toBe('peopleTeam');
    expect(analyse('we advise county governments on revenue collection').primary.id).toBe('consulting');
    expect(analyse('we guard construction sites around Karachi at night').primary.id).toBe('security');
    expect(
      analyse('I sell tractors and combines across three counties and my whole pipeline lives in a notebook')
        .primary.id,
    ).toBe('sales');
  });

  it('does not let a job title every trade has outvote the work the rest of the sentence names', () => {
    expect(
      analyse("I'm an engineer for the city water department and the mains keep bursting").primary.id,
    ).toBe('waterUtility');
    expect(analyse('Event medics at a county show').primary.id).toBe('emergencyCare');
    expect(analyse('Community fridge in the church hall').primary.id).toBe('community');
  });

  it('takes the place people work at over a trade the lexicon knows them by only through a hypernym', () => {
    // WordNet's first porter is a doorman and its first housekeeper a retainer: the hotels are named outright.
    expect(analyse('Porters at a country house hotel').primary.id).toBe('hospitality');
    expect(analyse('Housekeepers at a boutique hotel').primary.id).toBe('hospitality');
    // Kin the lexicon files as relatives, beside the clinic and patients the sentence names twice over.
    expect(
      analyse('my husband is dentist and I manage his clinic, patients cancel last minute').primary.id,
    ).not.toBe('household');
  });

  it('names what the rival close behind a split guess would handle, beside the guess’s own things', () => {
    // An orchard with a cider press is farming or food production: its map speaks of both.
    const analysis = analyse('Apple orchard and cider press');
    expect([analysis.primary.id, analysis.weakGuess, analysis.rival?.id]).toEqual([
      'farming',
      true,
      'foodProduction',
    ]);
    const map = draftSpineMap({ systemBoundary: 'Apple orchard and cider press' });
    const items = [...map.values, ...map.principles, ...map.practices, ...map.tools];
    expect(items.filter((item) => /\bbatch(?:es)?\b/i.test(item)).length).toBeGreaterThanOrEqual(3);
    expect(items.filter((item) => /\bapples?\b/i.test(item)).length).toBeGreaterThanOrEqual(3);
    // Even where the head names the guessed family, a close rival keeps the family's own distinctive
    // noun off the map: an orchard co-op supplying a brewery may be either.
    const coop = analyse('Orchard co-op supplying a cider brewery');
    expect([coop.primary.id, coop.headNamed, coop.rival?.id]).toEqual(['farming', true, 'foodProduction']);
    const coopItems = draftSpineMap({ systemBoundary: 'Orchard co-op supplying a cider brewery' });
    expect(
      [...coopItems.values, ...coopItems.principles, ...coopItems.practices, ...coopItems.tools].join('\n'),
    ).not.toMatch(/\bcrops?\b/i);
  });

  it('gives a guessed map four items a list on its own subject, each naming the system', () => {
    const map = draftSpineMap({ systemBoundary: 'The credit union' });
    for (const list of [map.values, map.principles, map.tools])
      expect(list.filter((item) => item.includes('credit union')).length).toBeGreaterThanOrEqual(3);
  });

  it('guesses from a group noun that names a domain when the head places nothing', () => {
    const analysis = analyse('Hedge laying charity');
    expect(analysis.primary.id).toBe('nonprofit');
    expect(analysis.assumed).toBe(true);
  });

  it('reads the people a phrase ends with as its head when their name says what they do', () => {
    // 'Consultants', 'trainers', 'volunteers': what comes before is whom or what they work for.
    for (const [boundary, family] of [
      ['Church growth consultants', 'consulting'],
      ['Rope access trainers', 'training'],
      ['Hedge laying volunteers', 'volunteering'],
    ] as const)
      expect(analyse(boundary).primary.id, boundary).toBe(family);
    // A place or body the phrase ends with is no person: 'equine veterinary clinic' stays a vet's.
    expect(analyse('Equine veterinary clinic').primary.id).toBe('veterinary');
  });

  it('reads a title any field has as no head: the workplace it names places the system', () => {
    // 'Supervisor' is a research word and 'controller' a finance one only in passing.
    for (const [boundary, family] of [
      ["I'm a shift supervisor at a limestone quarry, we blast twice a week", 'mining'],
      ["I'm a controller for a bus company with 80 drivers", 'publicTransport'],
      ['Denture makers', 'dentistry'],
      // 'Head' is a rank and 'outfit' a firm, not livestock counted in heads or a social unit.
      ["i'm head coach at a swimming club in Perth", 'sport'],
      ['Rafting outfit', 'tourism'],
      ["chair of our street's neighbourhood group in Toronto", 'community'],
    ] as const)
      expect(analyse(boundary).primary.id, boundary).toBe(family);
    // Before a title, a word another domain lists in passing names the holder's speciality, not the
    // system ('treatment' is also water treatment); a team's function still names the team.
    expect(analyse("I'm the treatment coordinator at a dental practice in Leeds").primary.id).toBe(
      'dentistry',
    );
    expect(analyse('I am a production manager for a music festival in Somerset').primary.id).toBe('events');
    expect(analyse('Budget team for a police force').primary.id).toBe('finance');
  });

  it('reads a rota as a rota, never as the church tribunal WordNet knows by that name', () => {
    expect(analyse('Chores rota for a family of farmers').primary.id).toBe('household');
    expect(analyse('I run the volunteer rota for a hospice shop, 40 people').primary.id).toBe('volunteering');
  });

  it('never makes a guessed map about a pronoun or the sentence’s own verb', () => {
    const written = (boundary: string): string => {
      const map = draftSpineMap({ systemBoundary: boundary });
      return [map.needs, ...map.values, ...map.principles, ...map.practices, ...map.tools].join('\n');
    };
    expect(
      written(
        'We are three analysts building dashboards for the sales director and nobody trusts the numbers',
      ),
    ).not.toMatch(/\bnobody (?:lessons|log)\b/i);
    expect(
      written('I play in a five-piece wedding band and organising rehearsals is impossible'),
    ).not.toMatch(/\bthe plays\b/i);
  });

  it('speaks of what a system handles by the amount as an amount, and keeps a guess to the boundary’s own', () => {
    const map = draftSpineMap({ systemBoundary: 'Scrap metal yard' });
    const items = [...map.values, ...map.principles, ...map.practices, ...map.tools];
    // Its own things are its scrap and metal, not a guessed family's rounds; never 'every metal'.
    expect(
      items.filter((item) => /\b(?:scrap|metal) /i.test(item.split(':')[0] ?? '')).length,
    ).toBeGreaterThanOrEqual(4);
    expect(items.join('\n')).not.toMatch(
      /\b(?:every|each|which) (?:scrap|metal)\b(?! (?:job|problem|check))/i,
    );
    expect(map.needs).not.toMatch(/(?:scrap|metal).* about them/);
  });

  it('makes a guessed map speak of the thing its head names, not only the guessed family’s things', () => {
    const analysis = analyse('Permits team at a port');
    expect(analysis.weakGuess).toBe(true);
    const map = draftSpineMap({ systemBoundary: 'Permits team at a port' });
    const items = [...map.values, ...map.principles, ...map.practices, ...map.tools];
    // Every own item names the system ('the permits team'); its names say what it handles.
    const names = items.map((item) => item.split(':')[0] ?? '');
    expect(names.filter((name) => /\bpermits?\b/i.test(name)).length).toBeGreaterThanOrEqual(2);
  });

  it('asks about a lone head keyword that does not define its domain when other words place the system elsewhere', () => {
    // 'Generations' is an energy word only in another sense; 'taxi firm' is transport, not freight.
    for (const boundary of ['Generations of a family farm', 'Taxi firm dispatchers']) {
      expect(analyse(boundary).assumed, boundary).toBe(true);
      expect(draftSpineMap({ systemBoundary: boundary }).context, boundary).toContain(ASSUMED_OPENING);
    }
    // A head word that defines its domain, or a second word for it, keeps the draft sure.
    expect(analyse('Pig farmers in the valley').assumed).toBe(false);
    // Unless an unrelated domain is close behind: a library in a school is drafted as a library, and asked about.
    const library = analyse('Library at a secondary school');
    expect([library.primary.id, library.assumed]).toEqual(['library', true]);
  });

  it('takes at most one value and one principle, and no practice or tool, from a weakly guessed family the head does not name', () => {
    const boundary = 'Hedge laying charity';
    const analysis = analyse(boundary);
    expect(analysis.weakGuess).toBe(true);
    expect(analysis.headNamed).toBe(false);
    const system = subjectOf(analysis)?.system ?? '';
    expect(system).not.toBe('');
    const map = draftSpineMap({ systemBoundary: boundary });
    // The boundary's own items name the system; the others are the guessed family's.
    for (const list of [map.values, map.principles, map.practices, map.tools]) {
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.filter((item) => !item.includes(system)).length).toBeLessThanOrEqual(1);
    }
    // Practices and tools are a domain's own jargon: a guess leaves them to the user's answers.
    for (const list of [map.practices, map.tools])
      expect(list.filter((item) => !item.includes(system))).toEqual([]);
  });
});
