/**
 * Probe batch BL (issue 16, thirteenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on everyone, across all families evenly, in the held-out set's mix of shapes, written by people in the United States and Canada), before any change to the drafter
 * was measured on it, and committed before it. 80 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (0 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_BL_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_BL_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_BL_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'farming',
    'we grow about 1200 acres of corn and beans and planting season is always a scramble between me and my brother',
    'Just the two of us plus one hired hand in spring.',
  ],
  ['farming', 'hay and alfalfa operation that supplies the county fairgrounds'],
  [
    'forestry',
    'I run a small timber cruising outfit in northern Ontario and we never agree on which stands to mark for felling next',
  ],
  ['forestry', 'woodlot management for a ski resort'],
  [
    'fishing',
    'me and my dad run a salmon gillnetter out of Bristol Bay and every season hiring deckhands and tracking catch falls apart',
  ],
  [
    'fishing',
    'crab fleet that sells direct to a seafood restaurant chain',
    'Four boats, mostly family crews.',
  ],
  [
    'mining',
    "I'm a shift boss at an underground gold mine in Nevada and the handover between crews loses half the info",
  ],
  ['mining', 'rock quarry owned by a highway paving company'],
  ['manufacturing', 'Injection molding'],
  [
    'manufacturing',
    'we make aluminum truck parts on three lines and our scrap rate keeps creeping up and nobody can say why',
    'About 90 people over two shifts.',
  ],
  ['manufacturing', 'machine shop making parts for Boeing'],
  [
    'foodProduction',
    'I make hot sauce out of a rented commissary kitchen and my batch records are basically sticky notes on the fridge',
  ],
  [
    'foodProduction',
    'tortilla factory supplying school cafeterias',
    'We just passed our first FDA inspection and want to keep it that way.',
  ],
  ['textiles', 'Cut-and-sew shop'],
  [
    'textiles',
    "we're a six person custom embroidery and quilting business and patterns keep getting lost between orders",
  ],
  ['textiles', 'costume shop for a Broadway touring show'],
  [
    'energy',
    "I'm a line crew supervisor for a rural electric co-op and after storms nobody knows which feeders to restore first",
    'Ice storms are the worst, we had 9000 members out last Feb.',
  ],
  ['energy', 'control room of the power plant on a university campus'],
  [
    'waterUtility',
    "i work for a small town water dept and we're always chasing main breaks with no good map of the old pipes",
  ],
  ['waterUtility', "leak detection crew for the city's public works"],
  [
    'wasteRecycling',
    'we run curbside recycling pickup for four suburbs and contamination in the blue bins is killing our numbers',
  ],
  ['wasteRecycling', 'food scrap composting pickup for a restaurant group'],
  [
    'construction',
    "I'm the super on a six story mixed use build and the subs keep showing up out of sequence",
    'Want to stop the finger pointing at the Monday OAC meeting.',
  ],
  ['construction', 'contractor building the addition on an elementary school'],
  [
    'logistics',
    'we run a cross-dock in Memphis and trailers sit at the door for hours because no one knows the unload order',
  ],
  ['logistics', 'warehouse team for an online furniture store'],
  [
    'vehicleRepair',
    'I own a two bay auto repair shop and customers call all day asking if their car is done yet',
  ],
  ['vehicleRepair', "fleet maintenance garage for the county sheriff's office"],
  [
    'aviation',
    "I'm the DOM at a small Part 135 charter operator and keeping airworthiness records straight across five aircraft is a nightmare",
    'FAA audit coming up in the fall.',
  ],
  ['aviation', 'crop dusting pilots working for local farms'],
  [
    'publicTransport',
    'I schedule drivers for a paratransit service and the whole timetable falls apart whenever someone calls out sick',
  ],
  ['publicTransport', 'bus yard for the school district'],
  [
    'maritime',
    "I'm port captain for a Great Lakes freighter fleet and crew changes at the Soo locks are always chaos",
  ],
  ['maritime', 'crew of a bulk carrier hauling grain for a farmers co-op'],
  [
    'postalCourier',
    'im a dispatcher for a same day courier company and drivers keep getting double booked on downtown runs',
  ],
  [
    'postalCourier',
    'courier service delivering lab samples for clinics',
    'Eight drivers, two vans, lots of cold packs.',
  ],
  ['retail', 'Dollar store'],
  [
    'retail',
    'I manage a hardware store in a small town and our shelves are either empty or overstocked, never in between',
  ],
  [
    'sales',
    "we're a B2B team selling HVAC equipment to contractors and our pipeline reviews are mostly people guessing",
    'Five AEs and a sales manager, quota went up 20% this year.',
  ],
  ['sales', 'sales reps for a medical device company'],
  [
    'customerSuccess',
    "I lead customer success at a SaaS company and renewals keep surprising us cause nobody's tracking health scores",
  ],
  ['customerSuccess', 'customer success team at an edtech startup'],
  [
    'contactCentre',
    "i'm a team lead in an inbound call center and our hold times spike every monday morning no matter what",
  ],
  ['contactCentre', 'billing phone line for a cable company', 'Around 120 agents, half of them remote.'],
  [
    'hospitality',
    'we run a 20 room motel off the interstate and housekeeping never knows which rooms have checked out',
  ],
  ['hospitality', 'kitchen crew at a university dining hall'],
  [
    'tourism',
    'I run walking ghost tours in Savannah and bookings from three different websites keep colliding with each other',
    'October is insane, the rest of the year is slow.',
  ],
  ['tourism', 'bus tours of the Napa wineries'],
  [
    'software',
    "we're eight engineers building a mobile app and every release breaks something we already fixed last sprint",
  ],
  ['software', 'in-house dev team at a regional bank'],
  ['product', "I'm the only PM at a startup and the roadmap changes every time the CEO talks to a customer"],
  [
    'openSource',
    'I maintain a fairly popular open source python library in my spare time and the issue backlog is over 400',
    'Three other maintainers but they mostly review PRs.',
  ],
  ['openSource', 'open source project run by university researchers'],
  [
    'dataPlatform',
    'our data team owns the warehouse and the dbt models, and dashboards break every time upstream renames a column',
  ],
  ['dataPlatform', 'analytics team at a hospital network'],
  [
    'platformOps',
    "I'm on call for our kubernetes clusters and every incident turns into a slack thread nobody can follow later",
  ],
  [
    'platformOps',
    'DevOps team at a state government agency',
    'We got two big outages last quarter and leadership wants answers.',
  ],
  [
    'retrospectives',
    'our team does retros every two weeks but the same action items keep coming back and nobody owns them',
  ],
  ['retrospectives', 'retro meetings for a construction project team'],
  [
    'newsMedia',
    "I edit a weekly paper in rural Saskatchewan and we're down to three reporters covering the whole area",
  ],
  ['newsMedia', 'student newspaper at a college', 'Staff turns over every year so nothing gets handed down.'],
  [
    'telecoms',
    "we're a small rural broadband co-op laying fiber and outages get reported to us on facebook before our monitoring catches them",
  ],
  ['telecoms', 'broadband provider for farms in rural Iowa'],
  [
    'creativeAgency',
    "we're a 10 person design shop and client briefs change so often we redo the same campaign three times",
  ],
  ['creativeAgency', 'in-house creative team at an NHL franchise'],
  [
    'finance',
    "I'm the controller for a trucking company and month-end close always runs a week late",
    'Two staff accountants and me.',
  ],
  ['finance', 'finance office for a school district'],
  [
    'insurance',
    "I'm an independent insurance agent and policies plus renewals are tracked in three spreadsheets that never match",
  ],
  ['insurance', 'underwriting team at a crop insurance company'],
  [
    'accounting',
    'I do bookkeeping for about 30 small businesses and tax season turns my kitchen table into a disaster zone',
  ],
  ['accounting', 'bookkeeping service for dental offices', 'Its just me and one part timer.'],
  [
    'realEstate',
    'I manage 40 rental units across town and tenant maintenance requests come in by text, email and sticky note',
  ],
  ['realEstate', 'student housing rentals near a university'],
  [
    'legal',
    "I'm a paralegal at a small PI firm and we keep missing deadlines because the calendar lives in one attorney's head",
  ],
  [
    'consulting',
    "we're a two partner consulting shop and proposals take so long we lose engagements before they even start",
  ],
  [
    'consulting',
    'consultants advising hospitals on nurse staffing',
    'Mostly 3 month engagements, we want them to stick after we leave.',
  ],
  [
    'architecture',
    "I'm a project architect and drawing revisions go out to the GC before the engineers have signed off",
  ],
  ['architecture', 'architects designing a new church for a growing congregation'],
  [
    'research',
    'I run a small ecology lab with 4 grad students and our field data ends up in way too many spreadsheets',
  ],
  ['research', 'clinical trials unit at a cancer center'],
  ['veterinary', 'Equine vet', 'Two vets and a truck, we mostly do farm calls.'],
  [
    'veterinary',
    "I'm a vet tech at a busy small animal practice and pet owners wait 40 min even with appointments",
  ],
  ['veterinary', 'large animal vet that serves dairy farms'],
  [
    'peopleTeam',
    "I'm the only HR person at a 150 employee company and onboarding new hires is basically me running around",
    'We hired 40 people last year and expect more.',
  ],
  ['peopleTeam', 'recruiting team for a nursing home chain'],
  [
    'facilities',
    "I'm the facilities manager for an office tower and work orders for HVAC and cleaning pile up with no priority",
  ],
  [
    'security',
    'I supervise the overnight security team at a hospital and incident reports are handwritten and often lost',
  ],
  ['security', 'security staff for a music festival', 'About 200 guards over three days, most are temps.'],
  ['publicServices', 'i work at the DMV and the line of people waiting is out the door before we even open'],
  ['publicServices', 'building permits office for a county'],
  ['governmentPolicy', 'Legislative aides'],
  [
    'governmentPolicy',
    "I'm a policy analyst in a provincial ministry and evidence for briefing notes never reaches the minister in time",
  ],
  ['governmentPolicy', 'health policy unit in a state government'],
  [
    'justice',
    "I'm a court clerk and hearings get rescheduled so often that defendants show up on the wrong day",
    'Our county has two judges and a huge backlog.',
  ],
  ['justice', 'drug court program partnered with a treatment center'],
  [
    'emergencyServices',
    "we're a county 911 dispatch center and big incidents totally overwhelm our two night shift dispatchers",
  ],
  ['emergencyServices', 'fire crew stationed at a regional airport'],
  ['schools', "I teach 8th grade science and my lesson plans for the sub never get found when I'm out"],
  ['schools', 'school inside a juvenile detention center'],
  [
    'earlyYears',
    'I run an in-home daycare with six kids under five and parents keep changing pickup times on me',
    'Licensed in Ontario, just me and an assistant.',
  ],
  ['earlyYears', 'preschool room in a church basement'],
  [
    'university',
    'I coordinate a first year engineering course with 900 students and the section TAs all grade completely differently',
  ],
  ['university', 'nursing program at a community college'],
  [
    'training',
    "I run forklift and OSHA safety training for warehouses and keeping track of who's certified is a mess",
  ],
  ['training', 'training team for a hotel chain', 'New hires in 30 properties, we want one standard.'],
  [
    'healthcare',
    "I'm a charge nurse on a 30 bed unit and handoffs between shifts miss things every single day",
  ],
  ['healthcare', 'nurses at a prison infirmary'],
  [
    'emergencyCare',
    'I am a paramedic with a private ambulance company and our triage notes dont match what the ED receives',
  ],
  [
    'primaryCare',
    "we're a small family medicine clinic and patients can't get appointments for 3 weeks while no-shows waste slots",
  ],
  ['primaryCare', 'walk-in clinic inside a Walmart'],
  [
    'pharmacy',
    "I'm a pharmacist at a chain drugstore and prescription pickup lines back up every single afternoon",
  ],
  ['pharmacy', 'pharmacy serving a long-term care facility'],
  ['dentistry', 'Ortho office', 'Lots of teen patients and busy parents.'],
  [
    'dentistry',
    'I manage the front desk at a dental office and hygienists are booked solid while the dentists have gaps',
    'Three dentists and five hygienists.',
  ],
  ['dentistry', 'mobile dental van that visits schools'],
  [
    'mentalHealth',
    "I'm an LCSW in private practice and my waitlist is months long while clients cancel last minute",
  ],
  ['mentalHealth', 'counseling center at a university'],
  [
    'socialCare',
    'I coordinate home care aides visiting seniors and visits get missed when a caregiver calls out',
  ],
  [
    'performingArts',
    "I'm the stage manager for a small theatre company and rehearsal schedules change daily because actors have day jobs",
  ],
  ['museum', "Children's museum"],
  [
    'museum',
    "I'm the registrar at a small county museum and half the collection objects have no location record",
    'We have maybe 12000 objects and one part time staffer.',
  ],
  ['museum', 'museum inside an old train station'],
  [
    'library',
    'I run the circulation desk at a small public library and overdue loans are still tracked on paper',
  ],
  ['library', 'law library at a big firm'],
  [
    'sport',
    'I coach a high school wrestling team and keeping track of weigh-ins and match brackets is chaos',
  ],
  [
    'sport',
    'coaching staff for a college football team',
    'Division II, twelve coaches, way too many group texts.',
  ],
  [
    'events',
    'we put on a three day bluegrass festival every summer and ticket scanning at the gate always bottlenecks',
  ],
  ['events', 'trade show organizers for the farm equipment industry'],
  [
    'visualArts',
    "I share a studio with four painters and we never agree on who's prepping work for which exhibition",
  ],
  [
    'personalCare',
    'i own a nail salon and walk ins plus appointments clash every saturday and clients get mad',
    'Six techs, I want less yelling at the front desk.',
  ],
  ['personalCare', 'hair salon inside a retirement community'],
  [
    'faith',
    "I'm the pastor of a small Baptist church and planning Sunday worship with the music team is always last minute",
  ],
  [
    'association',
    "I'm treasurer of our state beekeepers association and membership renewals are tracked in someone's old hotmail",
  ],
  ['association', 'alumni association for a university', 'Board of 11, members are getting older and fewer.'],
  [
    'repairShop',
    'I fix laptops and game consoles out of a small storefront and parts orders get lost constantly',
  ],
  ['repairShop', 'appliance repair service for apartment buildings'],
  [
    'funeral',
    "we're a family owned funeral home and coordinating services with the church, the cemetery and grieving families is endless phone tag",
  ],
  ['funeral', 'funeral director working with a Catholic parish'],
  ['nonprofit', 'Grant writers'],
  [
    'nonprofit',
    "we're a small nonprofit helping refugees and our donor database is a mess of spreadsheets and duplicates",
    'Budget around 800k, all from grants and donations.',
  ],
  ['nonprofit', "fundraising team for a children's hospital foundation"],
  [
    'household',
    "my husband and I both work shifts at the hospital and we can never figure out who's picking up the kids",
    'Kids are 4, 9 and 13.',
  ],
  [
    'household',
    "I'm a single dad with three teenagers and chores and groceries just never get done without a fight",
  ],
  ['household', 'our family home with grandma moving in after her surgery'],
  [
    'household',
    'our house during hockey season with three kids',
    'I want the weekends to stop feeling like a relay race.',
  ],
  ['community', 'Neighborhood watch'],
  [
    'community',
    'I started a group chat for our cul-de-sac and now neighbors want to organize snow shoveling for older residents',
  ],
  [
    'community',
    'we live in a small town in Manitoba and residents keep complaining about speeding on main street but nobody organizes anything',
    'Population around 1500, everyone knows everyone.',
  ],
  ['community', 'neighbors organizing around a new apartment development'],
  ['community', 'residents of a trailer park dealing with a water shutoff'],
  [
    'volunteering',
    'I coordinate volunteers at a food pantry and the Saturday shift is always short while Tuesday has way too many',
  ],
  [
    'volunteering',
    'we have about 60 volunteers doing free tax help for seniors and scheduling them all by email is killing me',
    'Mostly retirees, season runs Feb to April.',
  ],
  ['volunteering', 'volunteer shift schedule for a hospital gift shop'],
  ['volunteering', 'volunteers running the concession stand at a youth baseball league'],
  [
    'youth',
    'I lead a church youth group of about 25 teens and getting parents to sign permission slips is impossible',
  ],
  [
    'gardening',
    'I look after the vegetable beds at a retirement home and the residents want more say in what we plant',
  ],
  ['gardening', 'rooftop garden at a downtown hotel'],
  ['socialCare', 'Respite care'],
  [
    'youth',
    "I run a 4-H club in rural Alberta and keeping track of the kids' projects and parent drivers is chaos",
  ],
  ['gardening', 'pollinator garden behind a public library'],
];
