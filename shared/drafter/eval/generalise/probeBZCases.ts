/**
 * Probe batch BZ (issue 16, thirteenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on people who type the shortest thing they can (about two thirds of its cases one to three words)), before any change to the drafter
 * was measured on it, and committed before it. 166 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (5 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_BZ_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_BZ_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_BZ_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'farming',
    'we grow spuds and barley on about 300 acres and the harvest crew never know which field is next',
    'Me, my brother and four seasonal lads.',
  ],
  [
    'forestry',
    'I run a small logging outfit supplying the paper mill and felling plans change every time the weather turns',
  ],
  [
    'fishing',
    'my dad and my uncle run two lobster boats out of a small harbour and the catch paperwork is a nightmare',
  ],
  ['mining', 'gravel quarry that supplies aggregate for the motorway build'],
  [
    'manufacturing',
    'QA on the blister packing line for a pharma company',
    'Defect rates crept up since the new machine.',
  ],
  [
    'foodProduction',
    'I run a small jam and chutney business from a rented unit and the batch labels keep going wrong',
    'Three of us, part time.',
  ],
  ['textiles', 'alterations team in a department store'],
  [
    'waterUtility',
    'I manage the mains repair gangs for a regional water company and burst pipes always seem to happen at 3am',
  ],
  [
    'wasteRecycling',
    'recycling collection crew for the council',
    'Rounds keep getting missed on bank holiday weeks.',
  ],
  [
    'construction',
    'builders doing the extension at our primary school',
    'Worried about kids and deliveries on site at the same time.',
  ],
  [
    'logistics',
    'we run a cold chain warehouse and trucks keep arriving at the dock before we have space for them',
  ],
  ['vehicleRepair', 'workshop that services the ambulance fleet'],
  [
    'aviation',
    'aircraft maintenance for the police helicopter unit',
    'Two engineers and one airframe, so any delay grounds it.',
  ],
  ['publicTransport', 'school bus runs for a rural district'],
  ['maritime', 'I crew on a tug in a busy port and every job gets changed by radio at the last minute'],
  ['retail', 'gift shop at the museum'],
  ['sales', 'Field sales reps'],
  [
    'sales',
    'we are 6 reps selling software to hospitals and the pipeline reviews every monday feel pointless',
    'Our quota went up 30% this year.',
  ],
  ['customerSuccess', 'customer success for a school software vendor'],
  ['contactCentre', 'booking line for a chain of hotels'],
  [
    'tourism',
    'i run small group trips to ladakh and bookings, permits and drivers are all on whatsapp',
    'Peak season is June to September.',
  ],
  [
    'software',
    "we're four devs shipping a booking app and every release breaks something on android",
    'Want fewer hotfixes.',
  ],
  ['product', 'product team for an insurance app'],
  [
    'openSource',
    'I maintain a python library in my spare time with about 30 contributors and the issue tracker is overwhelming',
  ],
  ['platformOps', 'kubernetes platform team at a bank'],
  ['telecoms', 'mobile mast engineers covering the farms up the valley'],
  [
    'creativeAgency',
    "we're a tiny branding studio and clients keep changing the brief halfway through the job",
    'Just me and two designers.',
  ],
  ['finance', 'finance office of the diocese'],
  ['insurance', 'pet insurance claims desk'],
  ['accounting', 'Bookeepers'],
  [
    'accounting',
    'I do the books for about 40 sole traders and january self assessment season nearly kills me every year',
  ],
  ['consulting', 'Big 4 advisory'],
  [
    'consulting',
    'I run a two person consultancy and proposals eat so much time we barely do the actual work',
    'We advise small manufacturers.',
  ],
  ['architecture', 'Archi practice'],
  ['architecture', 'architects drawing up the new hospital wing'],
  ['research', 'R&D group'],
  ['peopleTeam', 'hiring team at a chain of gyms'],
  ['facilities', 'cleaning crew at the airport'],
  [
    'security',
    'I supervise the night guards at a shopping centre and incident reports get scribbled on whatever paper is around',
  ],
  [
    'publicServices',
    'I work on the front desk at the town council and complaints about potholes just pile up',
  ],
  ['governmentPolicy', 'Ministerial office'],
  [
    'governmentPolicy',
    'policy team drafting the new school funding rules',
    'Consultation closes in six weeks.',
  ],
  ['justice', 'Prison wing'],
  ['earlyYears', 'workplace nursery at the hospital', 'Open 7am to 7pm for shift workers.'],
  [
    'university',
    'I coordinate a first year module with 600 students and the lecture recordings and marking never line up',
  ],
  [
    'training',
    'I deliver forklift training for warehouse staff and half the learners never turn up to the refresher session',
  ],
  ['healthcare', 'sick bay on a cruise ship'],
  [
    'emergencyCare',
    'I am a charge nurse in a busy ED and the triage queue backs up every friday night',
    'Around 30 nurses on the roster.',
  ],
  [
    'primaryCare',
    'we are a small family medicine clinic and patients can never get an appointment when they ring at 8am',
  ],
  [
    'pharmacy',
    "we're the pharmacy counter inside a big supermarket and prescriptions queue up at lunchtime when we're short staffed",
  ],
  ['dentistry', 'dental van that visits rural schools'],
  ['mentalHealth', 'counsellor at a secondary school', 'Waiting list is now a term long.'],
  [
    'socialCare',
    'I manage 25 home carers visiting elderly clients and the rota falls apart whenever someone phones in sick',
  ],
  ['performingArts', 'band that plays at weddings'],
  ['museum', 'we are a tiny volunteer-run railway museum and the object records are still on index cards'],
  ['library', 'lending library in a prison'],
  ['sport', 'company cricket team at an IT firm'],
  [
    'visualArts',
    'I share a ceramics studio with three other artists and we never agree on kiln time',
    'Open studios weekend is coming up.',
  ],
  ['personalCare', 'hairdresser who visits care homes'],
  ['faith', 'I help run our small chapel and getting people to lead the sunday service is always a struggle'],
  ['repairShop', 'i fix laptops and phones from a market stall and parts orders take forever to arrive'],
  [
    'funeral',
    "we're a family-run funeral home and the bereaved families often get mixed messages from different staff",
  ],
  [
    'nonprofit',
    'im the only fundraiser at a small hospice charity and donors keep dropping off after their first gift',
  ],
  ['household', 'me, my wife and three teenagers share one bathroom and one car and mornings are chaos'],
  [
    'household',
    "I'm a single mum of two and school runs, homework and chores all land on me",
    'Kids are 4 and 9.',
  ],
  ['household', 'household of a doctor on night shifts and a teacher', 'Two under-fives.'],
  ['community', 'Village'],
  ['community', "I live on a cul-de-sac where the neighbours can't agree on parking or bins"],
  ['community', 'residents on the estate next to the new stadium'],
  [
    'community',
    'we have a whatsapp group for our block of flats and it mostly just argues about noise',
    'About 60 flats.',
  ],
  ['volunteering', 'I coordinate the volunteers at our food bank and nobody ever wants the saturday shift'],
  ['volunteering', 'volunteer marshals at the local parkrun', 'Same ten people every week.'],
  ['youth', 'I lead a cub pack on tuesdays and we never have enough parent helpers for camps'],
  ['gardening', 'I look after the kitchen garden at a stately home and the visitors keep picking the veg'],
];
