/** Harder first-person sentences of fourteen to thirty words that name a problem and another field's nouns, part 2 of 3 (families creativeAgency to vehicleRepair). See boundaryListCases.ts. */
export const HARD_SENTENCE_LIST_2_CASES: ReadonlyArray<readonly [string, string]> = [
  [
    'creativeAgency',
    "we're a small branding studio in Bristol and feedback from clients comes as scribbles on printed PDFs",
  ],
  [
    'security',
    'we guard a hospital site overnight and incidents get reported to the police before anyone tells our control room',
  ],
  [
    'facilities',
    "we're a cleaning team of twelve covering offices at night and the keys and alarm codes change without notice",
  ],
  [
    'contactCentre',
    "we answer calls for the council's housing line and callers get passed round four teams before anyone helps",
  ],
  [
    'peopleTeam',
    "we're a people team of four and employee sickness records are split across payroll, email and a filing cabinet",
  ],
  [
    'customerSuccess',
    'we onboard new customers to our accounting software and the handover from sales leaves out half of what was promised',
  ],
  [
    'sales',
    "we're a sales team of nine selling software to schools and deals stall every summer when the heads go on holiday",
  ],
  [
    'product',
    "we're a product team of six and user research notes are scattered across Miro boards nobody revisits",
  ],
  [
    'governmentPolicy',
    'we draft housing policy for the state government and every consultation response has to be logged by hand',
  ],
  [
    'publicServices',
    'we run the registration office for births and deaths and appointment no-shows waste half our week',
  ],
  [
    'justice',
    'we run the education department in a prison and lockdowns mean classes get cancelled with no notice',
  ],
  [
    'emergencyServices',
    "we're a rural fire brigade in Victoria and when the pager goes nobody knows who's actually coming",
  ],
  [
    'schools',
    "we're a primary school of 200 pupils and parents' evening bookings are done on paper slips that get lost in bags",
  ],
  [
    'university',
    "we're the admissions team at a university and student queries come through email, chat and the phone all at once",
  ],
  [
    'earlyYears',
    "we're a childminding partnership of two and invoices for the funded hours from the council confuse every parent",
  ],
  [
    'training',
    'we run apprenticeship training for 80 learners and the employers never release them for their college days',
  ],
  [
    'healthcare',
    "we're a community nursing team covering twelve villages and patient visits get missed when the handover is rushed",
  ],
  [
    'primaryCare',
    "we're a small surgery with three GPs and repeat prescription requests come in on paper, email and the app",
  ],
  [
    'emergencyCare',
    "we're the emergency department at a district hospital and the patient board doesn't match who's actually in the cubicles",
  ],
  [
    'pharmacy',
    "we're a hospital pharmacy team and medicine shortages mean we spend all day ringing suppliers",
  ],
  [
    'dentistry',
    "we're a small dental practice in Wales and the NHS contract paperwork takes longer than the actual fillings",
  ],
  [
    'mentalHealth',
    'we run a therapy service for young adults and the waiting list is 14 weeks and still growing',
  ],
  [
    'socialCare',
    "we're a home care team of 25 carers and the visit times slip whenever somebody's car breaks down",
  ],
  ['veterinary', "we run an animal hospital with six vets and owners' phone numbers are wrong half the time"],
  [
    'performingArts',
    "we're a choir of 60 singers putting on four concerts a year and the venue keeps changing the get-in times",
  ],
  [
    'visualArts',
    "we're a printmaking collective and the open studio weekend needs everyone's work photographed and priced by Friday",
  ],
  [
    'museum',
    "we're a team of six running a railway heritage museum and the school visits clash with the volunteer days",
  ],
  ['library', 'we run the school library and books on loan never come back at the end of term'],
  [
    'sport',
    "we're a rugby club with 300 players and the training pitches clash with the cricket lads every April",
  ],
  [
    'events',
    'we organise weddings in the Lake District and the caterers, florists and the venue all need different timings',
  ],
  [
    'personalCare',
    "we're a nail and beauty salon of three and the treatment consent forms are in a drawer somewhere",
  ],
  [
    'repairShop',
    "we fix laptops and tablets for schools and parts from the supplier arrive after the term's already started",
  ],
  [
    'vehicleRepair',
    'we run a truck repair workshop and fleet operators ring constantly asking when their vehicles will be ready',
  ],
  [
    'funeral',
    "we're a small funeral home in Georgia and death certificates from the hospital take days so funerals get delayed",
  ],
  [
    'faith',
    'we look after a mosque where Friday prayers bring in 800 people so parking complaints from neighbours keep coming',
  ],
  [
    'household',
    "my husband and I both work shifts at the hospital and the kids' school pickups fall apart every other week",
  ],
  [
    'community',
    "I'm part of a residents' group for a tower block of 90 flats and the lift has been broken for three weeks",
  ],
  [
    'volunteering',
    "we're volunteer drivers taking patients to hospital appointments and the bookings all come in on one landline",
  ],
  [
    'nonprofit',
    'we run a charity for young carers and the donor database is a spreadsheet with duplicates everywhere',
  ],
  [
    'association',
    "we're the committee of a professional association for translators and membership renewals go out late every single year",
  ],
  [
    'youth',
    "we're Scout leaders with a troop of 30 and the camp consent forms from parents come back half filled in",
  ],
  [
    'gardening',
    "we're a gardening group of twelve looking after the station flower beds and the railway company keeps changing the contact",
  ],
  [
    'farming',
    'there are five of us on the farm outside Wagga and the harvest roster falls apart whenever the school holidays start',
  ],
  [
    'forestry',
    'our lot plant timber on contract in Oregon and the motel bookings and payroll are always a week behind',
  ],
  [
    'fishing',
    'my dad and I fish lobster off Maine and the dealer keeps changing prices without telling us till the truck arrives',
  ],
  [
    'mining',
    'our crew does ore haulage on nights, about 30 drivers, and the safety briefings never reach the blokes on days off',
  ],
  [
    'manufacturing',
    "there are nine of us assembling bike frames and orders from the website don't match what the line can actually build",
  ],
  [
    'foodProduction',
    "I'm the hygiene manager at a meat processing plant in Nebraska and the inspector is coming Tuesday with the records in chaos",
  ],
  [
    'textiles',
    'there are four of us making costumes for theatres and the fitting appointments clash with the fabric shop hours',
  ],
  [
    'energy',
    'our crew restores power after storms across rural Queensland and the call-out list is three weeks out of date',
  ],
  [
    'waterUtility',
    'six of us on call for burst mains over the weekend and the rota is stuck on a fridge in the depot',
  ],
  [
    'wasteRecycling',
    "our lot sort glass and cardboard at the transfer station and the weighbridge tickets don't match the haulier's paperwork",
  ],
  [
    'construction',
    "we're a small builder in Brisbane, eleven on the tools, and the variations clients ask for never get priced before we do them",
  ],
  [
    'logistics',
    'there are 25 of us in the distribution centre and the returns pile up because the app and the scanners disagree',
  ],
  [
    'postalCourier',
    "I deliver post on a rural round in the Highlands and the redirections for people who've moved never reach me",
  ],
  [
    'maritime',
    'there are 22 crew on our ferry and the safety drills get logged on paper that the inspectors can never find',
  ],
  [
    'aviation',
    'our crew scheduling team handles 140 pilots and winter sickness means the rosters break every single morning',
  ],
  [
    'publicTransport',
    'eleven of us drive trams overnight and the route diversions for the football get sent round as a blurry photo',
  ],
  [
    'retail',
    'me and my wife run a corner store and customers keep asking for things the supplier stopped sending months ago',
  ],
  [
    'hospitality',
    'there are fourteen of us in the kitchen at a hotel and allergy info from the wedding planner arrives on the morning',
  ],
  [
    'tourism',
    'me and my husband do boat trips for visitors in the Lake District and bookings from the tourist office never come through',
  ],
  [
    'newsMedia',
    'there are five of us running a community news site and reader tips arrive on Facebook, email and sometimes a note through the door',
  ],
  [
    'telecoms',
    'there are eight of us fixing mobile masts across the north and the access keys are kept in a shoebox at the depot',
  ],
  [
    'software',
    'there are four of us maintaining the code for a school timetabling product and nobody documents anythign, ever',
  ],
  [
    'platformOps',
    "our infrastructure team keeps the hospital's servers up and the alerts go to a shared phone that nobody charges",
  ],
  [
    'dataPlatform',
    'there are seven analysts in our team and the same report gets built three times because requests come in by email',
  ],
  [
    'finance',
    'there are three of us in the finance office of a school trust and budget holders never send their forecasts on time',
  ],
  [
    'accounting',
    'me and one assistant do the accounts for local farmers and the VAT quarter always lands right in harvest',
  ],
  [
    'insurance',
    "our underwriting team assesses risk for farms and the surveyors' reports come back as handwritten pages",
  ],
  [
    'realEstate',
    'me and my mum own four flats and rent them out and the tenants text her, not me, so nothing gets logged',
  ],
  [
    'legal',
    'there are four of us doing immigration matters and Home Office letters arrive faster than we can answer them',
  ],
  [
    'consulting',
    "there are five of us giving IT advice to small businesses and every client thinks they're our only client",
  ],
  [
    'architecture',
    "three of us doing residential extensions and clients change the design after we've submitted to planning",
  ],
  [
    'research',
    "there are six of us in a marine biology lab and the freezer samples are labelled in three people's handwriting",
  ],
  [
    'creativeAgency',
    'there are four of us making social campaigns for restaurants and the approvals take longer than the actual work',
  ],
  [
    'security',
    'seven of us doing door security at bars in Newcastle and the licence renewals keep catching us out',
  ],
  [
    'facilities',
    'there are three of us doing maintenance for a housing association and boiler breakdowns always come on Fridays',
  ],
  [
    'contactCentre',
    'fifteen of us on the phones for an airline and the scripts change daily with no training whatsoever',
  ],
  [
    'peopleTeam',
    'there are three of us handling staff recruitment for a care group and candidates drop out before their checks come back',
  ],
  [
    'customerSuccess',
    'there are five of us on the customer success team and nobody knows which accounts are at risk until they cancel',
  ],
  [
    'sales',
    'there are four of us chasing prospects for a printing firm and leads from the website go to an inbox nobody checks',
  ],
  [
    'product',
    'there are three of us deciding which features to build for a farm management app and the farmers all want different things',
  ],
  [
    'governmentPolicy',
    "there are five of us advising ministers on transport and the cabinet papers keep changing after we've signed them off",
  ],
  [
    'publicServices',
    'nine of us deal with parking permits and the public phone us about bin collections instead',
  ],
  [
    'justice',
    'there are six of us in the court listings office and solicitors ring every morning to find out which room',
  ],
  [
    'emergencyServices',
    'there are twelve of us in the police control room on nights and incident logs get duplicated when calls come in at once',
  ],
  [
    'schools',
    'there are eleven teachers in our department and the class sets of laptops never come back charged',
  ],
  [
    'university',
    'there are five of us running a postgraduate programme and the marking deadlines clash with the exam board',
  ],
  [
    'earlyYears',
    "there are nine staff at our preschool and the children's learning journals take all weekend to update",
  ],
  [
    'training',
    'there are four of us delivering first aid courses around the country and the venue bookings clash constantly',
  ],
  [
    'healthcare',
    'there are six of us running an outpatient clinic for diabetes and letters go out weeks after the appointment',
  ],
  [
    'primaryCare',
    "there are seven receptionists at our practice and appointment cancellations don't get passed on to the doctors",
  ],
  [
    'emergencyCare',
    "there are eight of us at the ambulance station on nights and vehicle checks get skipped when we're straight out",
  ],
  [
    'pharmacy',
    'there are three of us in a rural chemist in NSW and home deliveries of medicines rely on one driver',
  ],
  [
    'dentistry',
    'there are six of us including two hygienists and the tooth charting is still partly on paper cards',
  ],
  [
    'mentalHealth',
    'there are four of us doing wellbeing support at a university and referrals come in through three different forms',
  ],
  [
    'socialCare',
    'there are nine of us supporting adults with learning disabilities and the council funding reviews keep getting postponed',
  ],
  [
    'veterinary',
    'there are four of us at a small vet clinic in Adelaide and the vaccine reminders go out whenever someone remembers',
  ],
  [
    'performingArts',
    "there are twelve of us in a dance company and show bookings, travel and costumes are all on one person's phone",
  ],
  [
    'visualArts',
    'there are three of us putting on an exhibition in a church hall and the insurance for the paintings is a nightmare',
  ],
  [
    'museum',
    'there are fourteen of us at a city museum and exhibition loans from other institutions need paperwork nobody owns',
  ],
  [
    'library',
    'five of us run a mobile library covering rural Norfolk and the stops change whenever the roads flood',
  ],
  ['sport', 'there are 20 of us in a netball club and subs and kit orders are tracked in a WhatsApp group'],
  [
    'events',
    'there are six of us putting on a music festival and wristbands, parking and the police plan are all due the same week',
  ],
  [
    'personalCare',
    'there are four barbers in our shop and the no-shows on Saturdays absolutely kill us, every single week',
  ],
  [
    'repairShop',
    'there are three of us repairing watches and clocks and customers forget what they left with us years ago',
  ],
  [
    'vehicleRepair',
    'there are four mechanics in our small garage in Perth and MOT bookings clash with the bodywork jobs',
  ],
];
