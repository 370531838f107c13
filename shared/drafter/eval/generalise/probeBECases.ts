/**
 * Probe batch BE (issue 16, twelfth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; with about half its cases set in industrial and trade places or written by trade workers in their jargon, each labelled by the system's own work, written by people in the US, Canada, Australia and South Africa), before any change to the drafter
 * was measured on it, and committed before it. 72 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (2 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_BE_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_BE_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_BE_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'manufacturing',
    'scrap rates jump every time we do a die change on the extrusion line, we run three shifts',
    'OEE is stuck around 60% and nobody agrees why.',
  ],
  ['manufacturing', 'PCB assembly line run for a university spin-out'],
  ['construction', 'Groundworks crew'],
  [
    'construction',
    "I'm the site manager on a 40-unit build and the subbies keep turning up before the slab's been poured",
  ],
  [
    'construction',
    'Contractor building the new wing of a primary school',
    'Tight programme, kids on site from January.',
  ],
  ['mining', 'Sand quarry', 'Family-owned, 22 staff, one weighbridge.'],
  [
    'mining',
    "we're a drill and blast crew on an iron ore pit in the Pilbara, FIFO, and handovers between swings are rough",
    'Two crews, 14 on 14 off.',
  ],
  ['mining', 'Gravel pit owned by the county roads department'],
  [
    'energy',
    "I'm a control room operator at a gas peaker plant and our start-up failures always land on night shift",
  ],
  ['energy', 'Hydro station supplying a ski resort', 'Winter peak is our worry.'],
  ['waterUtility', 'Municipal waterworks'],
  [
    'waterUtility',
    'we do reactive mains repairs for the whole district and half our callouts are the same three burst pipes',
    'Ageing AC pipe, about 12 of us on standby.',
  ],
  ['waterUtility', "Rural water scheme run by a farmers' co-op"],
  ['wasteRecycling', 'Kerbside collections', 'Council contract, 14 trucks, two depots.'],
  [
    'wasteRecycling',
    'I run the MRF on day shift and contamination in the recycling stream is killing our bale prices',
  ],
  ['wasteRecycling', 'Food waste composting service for hotel kitchens'],
  [
    'logistics',
    "we're a cross-dock outside Joburg and trucks sit at the gate for hours cos booking slots get double allocated",
    'Third party, about 60 trucks a day.',
  ],
  [
    'vehicleRepair',
    'I own a two-bay workshop doing mostly diesel utes and parts ordering is where every job goes sideways',
  ],
  ['vehicleRepair', 'Fleet maintenance depot for a city bus company'],
  [
    'maritime',
    "I'm chief mate on a bulk carrier and our port state inspections keep flagging the same deficiencies",
    'Mixed Filipino and Ukrainian crew, nine-month contracts.',
  ],
  ['maritime', 'Crew of a research vessel for an oceanography institute'],
  [
    'aviation',
    "we're a small charter outfit with two King Airs and getting tech logs signed off before first flight is a scramble",
  ],
  ['aviation', "Air ambulance service's hangar engineers"],
  [
    'telecoms',
    'I manage field techs installing fibre to the home and missed appointments are wrecking our first-time-fix rate',
    'Contractors, 45 vans, Cape Town metro.',
  ],
  ['telecoms', 'Rural broadband co-op for ranch country', 'Mostly fixed wireless, 1,800 subscribers.'],
  [
    'facilities',
    "I'm the maintenance supervisor for a 20-storey office tower and the PPM schedule lives in three different spreadsheets",
  ],
  ['facilities', "Cleaning crew for a hospital's outpatient block", 'Night shift, 18 cleaners.'],
  [
    'publicTransport',
    'I schedule drivers for a commuter rail line in Toronto and every timetable change leaves us short on the early runs',
    'Unionised drivers, seniority-based picks.',
  ],
  ['publicTransport', 'Shuttle buses for workers at a platinum mine'],
  ['postalCourier', 'Parcel couriers'],
  [
    'postalCourier',
    "we're a same-day courier in Brisbane and parcels go missing between the van and the customer's door",
    'Twelve vans, mostly contractors.',
  ],
  ['postalCourier', 'Mail room at an oil company head office'],
  [
    'maritime',
    'we run two harbour tugs and pilot boarding times keep changing so our crew hours blow out',
    'Ten crew across two boats.',
  ],
  ['construction', 'Shopfitters refitting a chain of pharmacies'],
  [
    'farming',
    'we farm maize and soya near Bethlehem in the Free State and the harvest contractors never arrive when the crop is ready',
  ],
  ['farming', 'Hay and lucerne growers supplying the local racetrack'],
  [
    'forestry',
    'I run a thinning crew on Crown land in northern Ontario and our felling plans never match what the foresters marked',
    'Six guys, two processors.',
  ],
  ['forestry', 'Pine plantation owned by a pulp mill'],
  ['fishing', 'Lobster fleet'],
  [
    'fishing',
    'my brother and I run a longliner out of Lunenburg and keeping crew thru the whole halibut season is the hard part',
    'Six crew, 45-foot boat.',
  ],
  ['fishing', 'Small trawler that catches for a seafood restaurant group'],
  [
    'foodProduction',
    'we make frozen dumplings in a rented commercial kitchen and every batch seems to come out a different weight',
  ],
  ['foodProduction', 'Bakery that supplies the mine canteens', 'We bake overnight for three sites.'],
  [
    'textiles',
    'I run a small workwear factory making hi-vis and coveralls and our pattern grading is always off on the big sizes',
  ],
  ['textiles', 'Costume workroom at a ballet company'],
  [
    'retail',
    'we run a farm supply store in Saskatchewan and stock counts never match the shelves after seeding season',
  ],
  ['retail', 'Company store on a mine site'],
  [
    'sales',
    'I lead a team selling industrial compressors to plants and deals stall for months in procurement',
  ],
  ['sales', 'Field sales team of a steel fabricator', 'Five reps, missed quota two quarters running.'],
  [
    'customerSuccess',
    'we onboard mines onto our fleet telematics software and renewals fall apart when the site champion leaves',
  ],
  ['customerSuccess', 'Customer success team at a construction-software startup'],
  [
    'contactCentre',
    "I'm a team lead on the faults line for a power utility and callers wait 40 minutes during load shedding",
  ],
  ['contactCentre', 'Reservations call center for a state parks agency'],
  [
    'hospitality',
    'we run the camp kitchen at a remote gold mine feeding 400 FIFO workers and the menu rotation is stale',
  ],
  ['hospitality', 'Staff canteen inside a shipyard'],
  [
    'tourism',
    'I run whale-watching tours out of Hermanus and bookings collapse every time the weather turns',
    'Two guides and me on the phones.',
  ],
  ['tourism', 'Guided tours of a decommissioned gold mine'],
  [
    'software',
    'we write the SCADA software for water utilities and every release breaks something at one of the plants',
  ],
  ['software', 'In-house developers at a freight brokerage', 'Six devs, no QA.'],
  [
    'product',
    "I'm the PM for an app truckers use to book loads and we keep building features nobody asked for",
  ],
  [
    'product',
    'Product team behind a construction safety app',
    'We want to stop guessing what site supervisors need.',
  ],
  [
    'openSource',
    'I maintain an open-source PLC library on GitHub and contributors open PRs that nobody has time to review',
  ],
  ['openSource', 'Volunteer maintainers of a GIS library used by water utilities'],
  [
    'dataPlatform',
    'we pull sensor data from 60 wind turbines into a warehouse and the dashboards are wrong half the time',
  ],
  ['dataPlatform', 'Analytics and BI team at a trucking company'],
  [
    'platformOps',
    "I'm on the infra team keeping our Kubernetes clusters alive and on-call is burning everyone out",
    'Four of us covering 24/7.',
  ],
  ['platformOps', 'Cloud ops team for a telecom carrier'],
  [
    'retrospectives',
    'our project retros after each shutdown at the refinery turn into blame sessions and nothing changes',
  ],
  ['retrospectives', 'Lessons-learned sessions for a pipeline contractor'],
  [
    'newsMedia',
    'I edit a weekly trade paper for the trucking industry and our reporters file stories way past deadline',
  ],
  ['newsMedia', 'Community radio news desk in a mining town'],
  [
    'creativeAgency',
    "we're a four-person design studio in Cape Town and client briefs change after we've already presented concepts",
    'We want a proper sign-off step.',
  ],
  ['creativeAgency', 'In-house creative team at an airline'],
  ['finance', "I'm the finance controller at a quarry group and month-end close takes us three weeks"],
  ['finance', 'Treasury team of a shipping line'],
  [
    'insurance',
    'we underwrite marine cargo policies and claims for damaged containers take months to settle',
  ],
  ['insurance', 'Crop insurance adjusters covering prairie farms'],
  [
    'accounting',
    'I do the books and tax returns for about 40 tradies and they all send receipts in shoeboxes in June',
    'Just me and a part-timer.',
  ],
  ['accounting', 'Tax practice serving owner-operator truckers'],
  ['realEstate', 'Property manager'],
  [
    'realEstate',
    'we manage 200 rentals in Winnipeg and maintainance requests from tenants get lost between us and the landlords',
  ],
  ['realEstate', 'Leasing office for company housing at a mine'],
  [
    'legal',
    "I'm in-house counsel at a construction company and every subcontract gets redlined from scratch",
  ],
  ['legal', 'Legal aid clinic at a law school'],
  [
    'consulting',
    "we're a three-person lean consultancy going into factories and clients stop following our advice once we leave",
  ],
  ['consulting', 'Engagement team advising a port authority', 'Six-month engagement, two partners.'],
  [
    'architecture',
    "I'm a project architect on a hospital job and our drawings go out before the engineers have checked them",
  ],
  ['architecture', 'Architects designing a new terminal for a regional airport'],
  [
    'research',
    "we're a university lab studying corrosion on offshore platforms and our experiment data is scattered across laptops",
  ],
  ['research', 'R&D group at a battery manufacturer'],
  [
    'veterinary',
    "I'm a vet nurse at a mixed practice outside Toowoomba and the after-hours calls for calvings are chaos",
  ],
  ['veterinary', 'Veterinary team for the K9 unit at a port'],
  [
    'peopleTeam',
    "I'm the only HR person at a trucking company with 300 drivers and turnover is above 90 percent",
    'I want to understand why people quit in the first month.',
  ],
  ['peopleTeam', 'Recruitment team hiring for offshore rigs'],
  [
    'security',
    'we supply guards for construction sites overnight and copper theft still happens on our patrols',
    'About 90 guards across 30 sites.',
  ],
  ['security', 'Gatehouse security at a container port'],
  [
    'publicServices',
    "I work the front counter at our city's permits office and residents wait weeks for a simple deck permit",
  ],
  ['publicServices', 'Citizen service desk inside a shopping mall'],
  [
    'governmentPolicy',
    'I work in a provincial ministry drafting mine-closure policy and the consultation responses never feed into the final draft',
  ],
  [
    'governmentPolicy',
    "Energy policy advisers in a minister's office",
    'Small team, new minister, lots of pressure.',
  ],
  ['justice', 'Parole office'],
  [
    'justice',
    'we run a county drug court and hearings keep getting pushed because treatment reports arrive late',
  ],
  ['justice', 'Youth detention centre in the outback'],
  [
    'emergencyServices',
    "I'm a shift captain at a rural fire station and crews get paged for the same false alarms at the chemical plant",
  ],
  ['emergencyServices', 'Mine rescue team at a colliery', 'Twelve-person team, monthly drills underground.'],
  [
    'schools',
    'I teach grade 11 at a school in a mining town and half my class moves away each year',
    'K-12 school, 180 kids.',
  ],
  ['schools', "Catholic high school's math department"],
  [
    'earlyYears',
    'we run a daycare for shift workers at the smelter and drop-offs at 5am are a nightmare',
    'Licensed for 60 kids.',
  ],
  ['earlyYears', 'Creche for staff at a university'],
  [
    'university',
    'I coordinate the mining engineering degree and students keep failing the same second-year module',
  ],
  ['university', "University's satellite campus in an oil town"],
  [
    'training',
    'we run the apprentice program for electricians at a utility and learners sit around waiting for site placements',
  ],
  ['training', 'Safety induction courses for a shipping line'],
  [
    'healthcare',
    "I'm a nurse unit manager on an orthopaedic ward and discharges get stuck waiting for physio sign-off",
    'Thirty beds, always full.',
  ],
  ['healthcare', 'Nurses running the medical centre at an oil refinery'],
  [
    'emergencyCare',
    "we're paramedics covering a stretch of the N1 and handovers at the trauma unit take forever",
  ],
  ['emergencyCare', 'Emergency medics at a motor racing circuit'],
  [
    'primaryCare',
    "I'm the practice manager at a GP clinic in a farming town and appointment no-shows are killing us",
  ],
  ['primaryCare', 'Walk-in clinic inside a big-box store'],
  [
    'pharmacy',
    'we dispense for three aged-care homes and the weekly blister packs are always missing a script',
  ],
  ['dentistry', 'I run a mobile dental van visiting farm schools and our recall lists are a mess'],
  ['dentistry', 'Dental team at a correctional facility'],
  [
    'mentalHealth',
    "I'm an EAP counsellor for miners and sessions keep getting cancelled because of shift rosters",
  ],
  ['mentalHealth', 'Psychologists attached to a fire department'],
  [
    'socialCare',
    'we send caregivers out to elderly clients in rural Alberta and visits get missed when the roads close',
    'About 35 caregivers, winter is the worry.',
  ],
  ['socialCare', 'Group home for adults with disabilities run by a church'],
  [
    'performingArts',
    'I direct a touring musical and rehearsals fall apart because half the cast also work day jobs',
  ],
  ['museum', "we're a small mining heritage museum and our collection records are still on index cards"],
  ['museum', 'Object conservation lab at a maritime museum'],
  ['library', "I'm the only librarian at a rural branch and interlibrary loans take so long readers give up"],
  ['library', 'Technical library for a mining company'],
  [
    'sport',
    'I coach an under-14 hockey team in Sudbury and kids miss practice because their parents work shifts at the mine',
  ],
  ['sport', 'Company cricket team at a steelworks'],
  [
    'events',
    'we organise a mining expo every year and exhibitor move-in always clashes with the venues other bookings',
    'Around 4,000 attendees.',
  ],
  ['events', 'Conference team at a construction industry association'],
  [
    'visualArts',
    "I'm a sculptor who welds scrap metal and my studio is a shared shed with no plan for commissions",
  ],
  ['visualArts', 'Artists in residence at a decommissioned power station'],
  [
    'personalCare',
    'I run a nail salon in a strip mall and appointment overbooking on Saturdays drives clients away',
  ],
  ['personalCare', 'Hair salon on a cruise ship'],
  ['faith', "I'm a deacon at a small Baptist church and our Sunday service rota falls apart every summer"],
  ['faith', 'Multi-faith chaplaincy at an international airport'],
  ['association', 'Union local'],
  [
    'association',
    "I'm secretary of our regional engineers' society and committee members never read the papers before meetings",
  ],
  ['association', "Shop stewards' committee at a car plant", 'We want members to actually come to meetings.'],
  [
    'repairShop',
    'we fix tablets and laptops for schools and parts from the supplier take three weeks to arrive',
  ],
  ['repairShop', 'Two-way radio repair shop serving a trucking fleet'],
  [
    'funeral',
    "we're a family-run funeral parlour in Durban and families get conflicting info about service times from different staff",
  ],
  ['funeral', 'Funeral directors working out of a council-owned cemetery'],
  ['nonprofit', 'Land trust'],
  [
    'nonprofit',
    "we're a small charity funding clinics in mining communities and donor reports take the whole team a month",
    'Three staff, two big donors.',
  ],
  ['nonprofit', 'Grants team at a hospital foundation'],
  [
    'youth',
    'I lead a youth group at our local community centre and parents never fill in the permission slips',
  ],
  ['youth', 'Youth mentoring programme run by a mining company'],
  [
    'gardening',
    'my neighbour and I share a big backyard vegie garden and we never agree what to plant each season',
  ],
  ['gardening', 'Vegetable plots on an old landfill site'],
  ['household', 'Family logistics'],
  [
    'household',
    "my husband works FIFO two weeks on one off and the kids' routines fall apart every changeover",
    'Three kids under ten, Perth.',
  ],
  ['household', "we're a family of five in Ohio and nobody remembers whose turn it is for dishes or trash"],
  ['household', 'Home routines for a family living on a dairy farm'],
  [
    'household',
    'Running the home while both parents work refinery shifts',
    'Two teenagers who are home alone a lot.',
  ],
  [
    'community',
    'I live in a mining town where the neighbours barely talk since the mine cut jobs and I want to change that',
  ],
  [
    'community',
    'our few streets outside Durban share one standpipe and neighbours argue about who reports it when it leaks',
  ],
  ['community', 'Residents next to a quarry wanting a say on blasting times', 'About 80 households.'],
  ['community', 'Neighbours on a street backing onto a landfill'],
  [
    'volunteering',
    'I coordinate volunteers who sort donated clothes at our warehouse and Saturday shifts are always short',
  ],
  [
    'volunteering',
    "we're retired tradies who volunteer fixing up homes for pensioners and keeping track of jobs is hopeless",
    'Twenty blokes, one old laptop.',
  ],
  ['volunteering', 'Volunteer guides at a heritage steam railway'],
  ['volunteering', 'Volunteers packing Christmas hampers at the steelworks'],
];
