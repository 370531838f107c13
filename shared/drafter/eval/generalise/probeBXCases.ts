/**
 * Probe batch BX (issue 16, thirteenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on everyone, across all families evenly, choosing the less obvious systems of each family, in the held-out set's mix of shapes), before any change to the drafter
 * was measured on it, and committed before it. 100 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (2 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_BX_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_BX_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_BX_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Contract harvesting'],
  [
    'farming',
    'i do the relief milking for three farms round here and every one of them keeps its records differently',
    'I want one way of doing it that all three farmers would actually use.',
  ],
  ['farming', 'harvest crew hired through a labour agency'],
  [
    'forestry',
    'I manage the woodland on a big estate and the felling licences and replanting plans are all over the place',
  ],
  ['forestry', 'tree surgeons clearing lineside vegetation for the railway'],
  [
    'fishing',
    'my dad and I run a cray boat out of a small harbour and the catch records for the regulator take forever',
  ],
  ['fishing', 'community-owned inshore fishing boat', 'The village bought it so the quota would not leave.'],
  [
    'mining',
    "I'm the shift boss underground on nights and handovers to the day crew keep losing important stuff",
    'Someone is going to get hurt if this carries on.',
  ],
  ['mining', 'the quarry owned by our construction company'],
  [
    'manufacturing',
    'we make kitchen cabinets in a small workshop and the defect rate jumped after we got the new CNC machine',
  ],
  ['manufacturing', 'plant making seat frames for an aircraft maker'],
  [
    'foodProduction',
    'I run a one-woman hot sauce business from a rented commercial kitchen and batch labelling is killing me',
    'Worried about the EHO inspection next month.',
  ],
  ['foodProduction', 'inflight catering unit at the airport'],
  [
    'textiles',
    'we are small embroidery unit in Tiruppur, pattern changes from buyer come late and sewing line gets confused',
  ],
  ['textiles', 'wardrobe dept at an opera house', 'We make and alter about 200 costumes a season.'],
  [
    'energy',
    'I schedule maintenance outages for a small hydro plant and the grid operator keeps changing the windows on us',
    'There are only six of us on the whole site.',
  ],
  ['energy', 'village-owned solar farm'],
  [
    'waterUtility',
    "we're the out-of-hours team for a rural water board and burst pipe calls pile up every frost",
  ],
  ['waterUtility', "the airport's own water mains team"],
  [
    'wasteRecycling',
    'I drive a bin lorry for the council and the missed collection complaints never reach us in time',
  ],
  [
    'construction',
    'my brother and I do loft conversions and we keep double booking the scaffolders and the electrician',
  ],
  [
    'construction',
    'fit-out contractor on a hospital extension',
    'Main worry is the live wards next door to the site.',
  ],
  [
    'logistics',
    'i plan routes for a frozen food distributor and drivers keep ringing me because the delivery windows are wrong',
    'About 40 drops a day per van.',
  ],
  ['logistics', 'returns warehouse for an online fashion brand'],
  [
    'vehicleRepair',
    "I'm a mobile mechanic working out of a van and keeping track of which parts go to which car is chaos",
  ],
  ['vehicleRepair', 'fleet workshop for the ambulance service'],
  ['vehicleRepair', 'tyre fitting bay at a bus depot'],
  [
    'aviation',
    'I run ops for a tiny charter airline with three aircraft and crew duty hours are tracked on a whiteboard',
  ],
  [
    'aviation',
    'helicopter shuttle for offshore rigs',
    'We fly in North Sea weather so cancellations are constant.',
  ],
  [
    'publicTransport',
    'I write the timetables for a regional rail company and every engineering works weekend turns into a mess',
    'Passengers complain the replacement buses never connect.',
  ],
  ['publicTransport', 'dial-a-ride minibus service run by the council'],
  ['maritime', "Harbourmaster's office"],
  [
    'maritime',
    "I'm the port agent for bulk carriers calling at our terminal and the cargo paperwork is always late",
  ],
  ['maritime', 'deck crew of a university research vessel'],
  [
    'postalCourier',
    'I do same day courier runs on a cargo bike and clients book me through whatsapp which is a nightmare',
  ],
  ['retail', 'we own a little hardware store and the stock count never matches what the till says we sold'],
  [
    'retail',
    'the gift shop in a national museum',
    'Mostly seasonal staff, stock is ordered by the curators which is odd.',
  ],
  [
    'sales',
    "I'm the only salesperson at a software startup and my pipeline lives in my head and a notebook",
    'The founders want a forecast by next quarter.',
  ],
  ['sales', 'sponsorship sales for a rugby club'],
  [
    'customerSuccess',
    'I handle onboarding for new clients at a payroll software company and half of them churn in the first year',
  ],
  ['customerSuccess', "customer success for a telecom's business accounts"],
  [
    'contactCentre',
    'I supervise the evening shift of agents answering calls for a gas company and the queue stats make no sense',
  ],
  ['contactCentre', 'appointment booking line for a hospital trust'],
  [
    'hospitality',
    'we run a 14 room guesthouse and housekeeping never knows which rooms are checking out early',
    'Its me, my husband and two cleaners in summer.',
  ],
  [
    'tourism',
    'i organise small group trips to Kerala for foreign travellers and bookings with homestays keep getting mixed up',
  ],
  [
    'tourism',
    'shore excursions desk at a cruise port',
    'Ships land 3000 people at once and everyone wants the same tour.',
  ],
  [
    'software',
    "I'm a solo developer maintaining the booking app for my wife's salon and every release breaks something",
  ],
  ['software', 'the in-house developers at a building society'],
  [
    'product',
    "we're three product managers at a fintech and the roadmap changes every time a big customer complains",
    'We want to do proper discovery but never get time.',
  ],
  ['product', "product team behind a council's parking app"],
  [
    'openSource',
    'open-source GIS project run out of a university lab',
    'Most contributers are PhD students who leave after 3 years.',
  ],
  [
    'dataPlatform',
    "I'm the one data engineer at a retailer and the nightly pipeline fails and nobody notices until the dashboard is blank",
    'The board reads that dashboard every Monday.',
  ],
  ['dataPlatform', 'performance analytics team at a football club'],
  [
    'platformOps',
    "we're the on-call rota for a kubernetes cluster and alerts wake us up for things that don't matter",
  ],
  ['platformOps', 'cloud infrastructure team at a newspaper group'],
  [
    'retrospectives',
    "I facilitate our team's monthly retrospective and the same action items keep coming back every single time",
  ],
  [
    'retrospectives',
    'end-of-season retro with the festival crew',
    'Want to actually learn something before we plan next year.',
  ],
  [
    'newsMedia',
    'I edit a hyperlocal news site on my own and readers keep sending tips I never get round to',
    'Ad revenue barely covers the hosting.',
  ],
  ['newsMedia', 'the student paper at my uni'],
  ['telecoms', "we're a small wireless ISP serving farms and the signal drops every time it rains hard"],
  ['telecoms', 'radio network engineers for the fire service'],
  ['creativeAgency', 'Freelance copywriter', 'Three regular clients and a lot of one-off briefs.'],
  [
    'creativeAgency',
    "we are a 5 person branding studio and clients keep changing the brief after we've presented concepts",
  ],
  ['finance', "I'm the finance manager of a mid-size charity and cash flow forecasting is done on gut feel"],
  [
    'insurance',
    'I work in claims at a pet insurer and vets send invoices in every format you can imagine',
    'Backlog is around six weeks now.',
  ],
  [
    'accounting',
    'me and my sister do tax returns for about 200 small traders and January is absolute carnage every year',
  ],
  ['accounting', 'accountancy practice that mostly does farmers'],
  [
    'realEstate',
    "I'm a landlord with six flats and keeping on top of tenant repairs and deposits is getting beyond me",
  ],
  [
    'legal',
    "I'm a paralegal at a two partner immigration firm and tracking deadlines on each matter is mostly sticky notes",
  ],
  ['legal', 'in-house legal team at a football league', 'Mostly player contracts and broadcasting deals.'],
  ['consulting', 'Boutique advisory'],
  [
    'consulting',
    "i'm an independent sustainability consultant and my proposals take so long to write that I lose engagements",
    'I would like a repeatable way to scope work.',
  ],
  [
    'architecture',
    "I'm a sole practitioner architect doing house extensions and clients always want drawing changes after planning goes in",
  ],
  [
    'research',
    'I coordinate a five year cohort study and the data collection sites all record things slightly differently',
  ],
  ['research', 'R&D lab of a chocolate maker'],
  [
    'veterinary',
    "I'm the practice manager at a mixed vet clinic and farm call-outs wreck the small animal appointment list",
  ],
  [
    'peopleTeam',
    "I'm the only HR person for a 90 staff manufacturer and onboarding new starters is different every time",
    'Turnover on the shop floor is high.',
  ],
  [
    'facilities',
    'I manage the cleaning contract for three office buildings and the night cleaners never get told about meeting room changes',
  ],
  [
    'security',
    'we do mobile patrols for empty warehouses at night and incident reports are still handwritten in a book',
  ],
  ['security', 'guarding team at a shopping mall'],
  [
    'publicServices',
    "I work on the council's benefits desk and residents get passed between five departments before anyone helps them",
  ],
  [
    'publicServices',
    'taxi licensing office at the council',
    'Applications take 14 weeks and drivers are furious.',
  ],
  [
    'governmentPolicy',
    "I'm a civil servant drafting a consultation on bus funding and the evidence base is a pile of old reports",
  ],
  ['governmentPolicy', 'schools policy team in the education ministry'],
  [
    'justice',
    "I'm a court clerk in a busy magistrates' court and hearings get listed before the paperwork has even arrived",
    'Defendants end up adjourned for no good reason.',
  ],
  [
    'emergencyServices',
    "I'm a call handler in a police control room and the shift handover loses track of live incidents",
  ],
  [
    'schools',
    'I teach year 4 in a small village school and planning lessons for mixed ages in one class is really hard',
  ],
  ['earlyYears', 'we run a preschool in a church hall and parents never read the daily notes we send home'],
  ['earlyYears', 'staff creche at a big hospital', 'Opening hours have to match the nurses shifts.'],
  ['university', 'Postgrad admissions'],
  [
    'university',
    "I'm a module leader and the marking for 300 first-year students lands on two of us every January",
  ],
  ['university', 'law faculty teaching team'],
  [
    'training',
    'I deliver first aid courses to companies and booking learners onto sessions is all done by email',
    'Its just me and one other trainer.',
  ],
  ['training', 'the training academy for train drivers'],
  [
    'healthcare',
    "I'm a ward sister on a busy surgical ward and nurse handovers at night keep missing things",
  ],
  ['healthcare', 'the inpatient ward inside a prison'],
  [
    'emergencyCare',
    "I'm a paramedic team leader and our crews wait hours outside the hospital before they can hand over patients",
  ],
  ['emergencyCare', 'trauma team at a ski resort'],
  [
    'primaryCare',
    "we're a rural practice with two GPs and repeat prescription requests are eating the whole morning",
  ],
  [
    'pharmacy',
    "I'm a locum pharmacist covering different branches and each one runs the dispensing checks in its own way",
  ],
  [
    'dentistry',
    'our dental practice has three chairs and patients keep missing their hygiene appointments without letting us know',
  ],
  [
    'dentistry',
    "I'm the only dental nurse at a practice that does NHS and private patients and the recall lists are a mess",
  ],
  [
    'mentalHealth',
    "I'm a private therapist seeing clients online and my session notes and invoices are all over the place",
    'Worried about confidentiality more than anything.',
  ],
  ['mentalHealth', 'staff wellbeing counselling at a police force'],
  [
    'socialCare',
    "I coordinate home care visits and carers often turn up late because the rota doesn't account for travel",
  ],
  ['socialCare', 'supported living for adults run by a housing association'],
  [
    'performingArts',
    "I'm the rehearsal pianist for an amateur operatic society and the singers never know which numbers we're doing",
  ],
  ['performingArts', 'theatre-in-education company touring primary schools'],
  [
    'museum',
    "I'm a registrar at a small local history museum and object loans to other museums are tracked in a ledger",
  ],
  ['museum', 'the heritage museum at a football club'],
  ['library', 'I run the library in a secondary school on my own and overdue books just never come back'],
  ['library', "law library in a barristers' chambers"],
  ['sport', 'Rowing squad'],
  [
    'sport',
    'I coach an under-12s hockey team and getting enough players for away matches is a weekly battle',
  ],
  ['sport', 'staff five-a-side league at a bank'],
  [
    'events',
    'we run a food festival every August and ticket sales and trader bookings are tracked in three different spreadsheets',
  ],
  ['events', 'annual conference team for a medical association'],
  [
    'visualArts',
    "I'm a painter selling through two galleries and I lose track of which works are where and what's sold",
  ],
  [
    'personalCare',
    'i rent a chair in a busy salon and clients keep booking with me on instagram dms instead of the system',
  ],
  ['personalCare', 'mobile hairdresser who visits care homes'],
  [
    'faith',
    "I help run a small mosque and coordinating prayer times, Friday sermons and the imam's schedule is getting complicated",
  ],
  [
    'association',
    "I'm the membership secretary of a vintage car club and renewals and the committee minutes are all on paper",
  ],
  [
    'repairShop',
    'I fix laptops from a market stall and customers forget to collect their devices so the shelf is overflowing',
  ],
  ['repairShop', 'watch repair counter at a jewellery store'],
  [
    'funeral',
    "we're a family run funeral directors and coordinating the church, the crematorium and the grieving family takes forever",
  ],
  [
    'nonprofit',
    "I'm the only paid staff member at a small charity and reporting to our funders takes up half my week",
  ],
  ['nonprofit', "the fundraising charity of a children's hospital"],
  [
    'household',
    "we've got three teenagers and a grandma living with us and nobody agrees whose turn it is to cook",
  ],
  [
    'household',
    "I'm a single dad with two kids and keeping track of the bills, homework and chores alone is exhausting",
  ],
  ['household', 'a household of two nurses on opposite shifts', 'Our son is 9 and gets passed around a lot.'],
  ['household', "family life around the farm's milking times"],
  [
    'community',
    'the neighbours on our road want to do something about speeding traffic but we can never agree on anything',
  ],
  [
    'community',
    "I live in a tower block where half the residents don't speak to each other and I'd like to change that",
  ],
  ['community', 'residents on a street next to a primary school'],
  [
    'volunteering',
    'I coordinate the volunteers at our soup kitchen and every week half the shifts on the rota are empty',
    'About 60 people on the list but the same 10 always turn up.',
  ],
  [
    'volunteering',
    "we're a bunch of retired folks who volunteer at the hospice shop and nobody knows who's covering saturdays",
  ],
  ['volunteering', 'volunteer room guides at a stately home'],
  [
    'youth',
    "I'm a youth worker running a Friday night drop-in and the young people want more say in what we do",
  ],
  ['youth', 'youth group at our mosque'],
  [
    'gardening',
    "I'm a jobbing gardener with about twenty regular clients and I can never remember who wanted what pruned when",
  ],
];
