/**
 * Probe batch BN (issue 16, thirteenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on everyone, across all families evenly, written by people in the Netherlands, the Nordic countries, Germany and Austria writing English as a second language), before any change to the drafter
 * was measured on it, and committed before it. 58 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (1 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_BN_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_BN_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_BN_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Potato farm'],
  [
    'farming',
    'we are a family dairy farm with 120 cows and the milking robot and the field work in spring always collide',
    "My parents still work with us and they don't like new systems.",
  ],
  ['farming', 'Strawberry fields of a jam factory'],
  [
    'forestry',
    'I manage 400 hectare of spruce forest in Värmland and the thinning and replanting plan is never up to date',
  ],
  ['forestry', 'woodland management for a nature conservation charity'],
  ['fishing', 'Shrimp trawler'],
  [
    'fishing',
    'my brother and me own two small fishing boats in Lofoten, in cod season its chaos with quotas and selling the catch',
  ],
  [
    'fishing',
    'Fishing vessel supplying a sushi restaurant chain',
    'Crew of 6, we are at sea 10 days at a time.',
  ],
  [
    'mining',
    'I am shift leader in an underground iron ore mine and the handover between shifts looses information all the time',
  ],
  ['mining', 'Limestone quarry owned by a cement factory'],
  [
    'manufacturing',
    'we make hydraulic valves, 60 people, and since the new machine came our defect rate on line 2 went up',
    'We want to understand why before the customer audit in march.',
  ],
  ['manufacturing', 'Blade factory of a wind turbine maker'],
  ['foodProduction', 'Cheese dairy'],
  [
    'foodProduction',
    'we produce frozen pizzas for supermarkets and every recipe change makes trouble with the batch planning and hygiene checks',
  ],
  ['foodProduction', 'Central production kitchen for the city school lunches'],
  ['textiles', 'Sewing atelier'],
  [
    'textiles',
    'I run a small knitting studio with 5 women, we make wool sweaters and the pattern and yarn orders get lost',
  ],
  [
    'energy',
    'we are a village energy cooperative with solar panels on the sports hall roof and we sell the power to the grid',
    'About 200 members, the board is all unpaid.',
  ],
  [
    'waterUtility',
    'I work at the municipal water company, we have old cast iron pipes and too many leaks every winter',
  ],
  ['waterUtility', 'water supply for a ski resort'],
  ['wasteRecycling', 'Recycling yard'],
  [
    'wasteRecycling',
    'we collect the bins for 14 municipalities in Jutland and the routes change every time a new street is built',
  ],
  [
    'construction',
    'I am site manager for a new apartment block, the subcontractors never know who is on site and safety briefings gets missed',
  ],
  ['construction', 'Construction team of a hospital extension'],
  [
    'logistics',
    'we are a small freight forwarder in Rotterdam and all shipments go by email and excel, truck drivers call us all day',
    '11 people in the office.',
  ],
  ['vehicleRepair', 'Kfz-Werkstatt'],
  [
    'vehicleRepair',
    'my father and I have a garage for cars and vans, customers wait too long because the parts come late',
  ],
  ['vehicleRepair', 'maintenance workshop of the city bus company'],
  [
    'aviation',
    'I run the small maintenance hangar at a regional airport and the airworthiness paperwork for our aircraft is always behind',
    'We are 9 engineers and 2 planners.',
  ],
  ['aviation', 'Helicopter operator for offshore windparks'],
  ['publicTransport', 'Commuter trains'],
  [
    'publicTransport',
    'we drive the school and village bus routes in Lapland and the winter timetable change confuses passengers every year',
  ],
  ['publicTransport', 'Shuttle buses for the airport'],
  [
    'maritime',
    'I am chief officer on a container feeder ship, crew change and port calls are planned with too many emails',
  ],
  ['maritime', 'Harbour master office of a fishing port'],
  [
    'postalCourier',
    'we deliver parcels for web shops in Copenhagen with cargo bikes and the last mile scanning gives many errors',
  ],
  ['postalCourier', 'Mail room of a big insurance company'],
  ['retail', 'Outdoor shop'],
  [
    'retail',
    'I own a second hand clothes shop with two employees and we never know what stock is in the back room',
  ],
  ['retail', 'Gift shop of the open air museum', 'Only open in summer, mostly students working.'],
  [
    'sales',
    'we sell ERP licences to mid size companies in the DACH region and our pipeline forecast is always much too optimistic',
  ],
  ['sales', 'Sales team of a craft brewery'],
  [
    'customerSuccess',
    "I lead customer success at a SaaS for dentists, churn went up and we don't see which accounts are at risk",
    'Team of 4, around 900 accounts.',
  ],
  ['customerSuccess', 'Renewals team at a software company for schools'],
  [
    'contactCentre',
    'we answer the phones for the tax office, in spring the queue times are very long and the agents are stressed',
  ],
  ['contactCentre', 'booking hotline of a ferry company'],
  ['hospitality', 'Heuriger', 'Wine tavern, open April to October, family and 4 seasonal staff.'],
  [
    'hospitality',
    'my wife and me run a small hotel with 18 rooms in Tyrol, breakfast service and room cleaning always clash',
    'Family business since 1962.',
  ],
  [
    'tourism',
    'we organise bike trips along the Danube for foreign travellers, bookings and luggage transfers are a lot of manual work',
  ],
  ['tourism', 'Tourist information office of the municipality'],
  [
    'software',
    'we are 7 developers building the app for a bank and releases break because testing happens in the last minute',
    'We want less stress around release day.',
  ],
  ['software', 'Dev team at a logistics company'],
  [
    'product',
    'I am the only product manager in a startup for farmers and the roadmap is decided by who shouts loudest',
  ],
  ['product', 'Product management of a hearing aid company'],
  [
    'openSource',
    'i maintain a python library for geodata in my free time, issues pile up and contributors wait weeks for review',
  ],
  ['openSource', 'maintainers of an open source library used by banks', 'Three of us, no funding.'],
  [
    'dataPlatform',
    'we build the data warehouse and dashboards for a retail chain and nobody trusts the numbers because data quality is bad',
  ],
  ['dataPlatform', 'Data team of a hospital group'],
  [
    'platformOps',
    'I am one of three people running the kubernetes clusters, on-call is killing us and every deploy is a small fire',
    'We want to show management why we need more people.',
  ],
  ['platformOps', 'Infrastructure team at a newspaper'],
  [
    'retrospectives',
    'our team retros feel the same every two weeks, we write action points and nobody follows up on them',
  ],
  ['retrospectives', 'Retrospective after our hospital IT migration'],
  ['newsMedia', 'Local newsroom'],
  [
    'newsMedia',
    'I am editor at a small regional newspaper, readers move online and the evening news desk is always short of people',
  ],
  [
    'newsMedia',
    'Student newspaper at the university',
    'Everybody is unpaid and exams kill the summer issue.',
  ],
  ['telecoms', 'Fibre ISP'],
  [
    'telecoms',
    'we are a small internet provider in the countryside and our broadband network and mobile masts have lots of outages',
  ],
  ['telecoms', 'Telecom network team at the railway'],
  ['creativeAgency', 'Ad bureau'],
  [
    'creativeAgency',
    'we are a 9 person design studio, clients send new briefs every day and campaigns always end in night work',
  ],
  ['creativeAgency', 'In-house creative team of a sports brand'],
  [
    'finance',
    'I am the only finance person in a growing startup and budget and cash forecasting is in 20 spreadsheets',
    'Series A, 45 employees.',
  ],
  ['finance', 'Finance department of a university hospital'],
  [
    'insurance',
    'we handle claims for car insurance and policyholders calls three times becuase nobody tells them the status',
  ],
  ['insurance', 'Mutual insurer for fishermen'],
  ['accounting', 'Tax advisors'],
  [
    'accounting',
    'I run a bookkeeping office with two assistants, in tax return season the clients send receipts in shoeboxes',
  ],
  ['accounting', 'Accountants specialised in farms', 'Most clients are dairy farmers in Friesland.'],
  ['realEstate', 'Woningcorporatie', 'About 8000 homes, tenants complain about slow repairs.'],
  [
    'realEstate',
    'I own 6 apartments and rent them to students, every tenant change and repair costs me my weekend',
  ],
  ['realEstate', 'Property management for the Lutheran church'],
  ['legal', 'Law office'],
  [
    'legal',
    'I am in-house lawyer at a shipping company and contracts come to me at the last minute from everybody',
  ],
  ['legal', 'Legal department of a football club'],
  [
    'consulting',
    'we are a boutique consultancy for hospitals, every engagement starts with a proposal and ends with way too many slides',
    'Five partners, we want to grow without losing quality.',
  ],
  ['consulting', 'Energy transition advisors for municipalities'],
  [
    'architecture',
    'I work at a small architecture office and drawings go back and forth between the client and the building site too often',
  ],
  ['architecture', 'Architecture studio specialised in schools and kindergartens'],
  [
    'research',
    'I am postdoc in a biology research group, experiments and data are badly documented and papers take forever',
  ],
  ['research', 'Research station in a national park forest'],
  [
    'veterinary',
    'we are a mixed animal clinic, half pets and half farm calls, and the owners always want same day appointments',
    'Three vets and four assistants.',
  ],
  ['veterinary', 'Vet team at the zoo'],
  [
    'peopleTeam',
    'I am HR business partner for 300 employees in a factory and hiring and onboarding of shift workers is a mess',
  ],
  ['peopleTeam', 'HR department of a supermarket chain'],
  [
    'facilities',
    'we do cleaning and maintenance for 12 office buildings, complaints come by phone wich nobody tracks',
  ],
  ['facilities', 'Cleaning staff at the airport', 'Around 80 cleaners in three shifts.'],
  [
    'security',
    'I plan the security guards for shopping centres, and the patrol rounds and incident reports are still on paper',
  ],
  ['security', 'Security guards for a container terminal'],
  ['publicServices', 'Bürgeramt'],
  [
    'publicServices',
    'I work at the municipality service desk and residents must come three times for one parking permit',
    'We want to fix it before the new digital system comes.',
  ],
  ['publicServices', 'Citizen service desk in the library building'],
  [
    'governmentPolicy',
    'we write policy advice for the minister about agriculture, the evidence comes late and consultations are always rushed',
  ],
  ['governmentPolicy', 'Health policy department at the ministry'],
  [
    'justice',
    'I am a probation officer, offenders cancel meetings, the court wants reports on time and my case load is too high',
  ],
  ['justice', 'Court hearings for young offenders', 'The hearings are often postponed.'],
  ['emergencyServices', 'Brandweer', 'Fire station in a small town, 30 members on call.'],
  [
    'emergencyServices',
    'I am dispatcher in the 112 centre, calls come in and crews get assigned by a system that nobody likes',
  ],
  ['emergencyServices', 'Mountain rescue at a ski resort'],
  [
    'schools',
    'I teach maths at a secondary school and the pupils lose track of homework when lessons get cancelled',
  ],
  ['schools', 'School classes inside a refugee centre'],
  [
    'earlyYears',
    'I lead a daycare with 40 children, the parents complains about pick up times and the play groups mix badly',
    'Six pedagogues, two are new.',
  ],
  ['earlyYears', 'Barnehage for the hospital staffs kids'],
  [
    'university',
    'I coordinate a master programme in engineering, students ask the same course and module questions every semester',
  ],
  ['university', 'Faculty of veterinary medicine'],
  [
    'training',
    'we give forklift and safety courses for warehouse workers, our trainers travel a lot and session planning is chaos',
  ],
  ['training', 'First aid course provider for companies'],
  ['healthcare', 'Cardiology ward'],
  [
    'healthcare',
    'I am nurse on a surgical ward, patient handovers at night are rushed and care plans are missing',
    'We want to show our manager where it goes wrong.',
  ],
  ['emergencyCare', 'Notaufnahme'],
  [
    'emergencyCare',
    'I work as paramedic on the ambulance and the triage at the hospital door takes too long when many patients arrive',
  ],
  ['emergencyCare', 'First aid tent at a marathon'],
  ['primaryCare', 'Vårdcentral'],
  [
    'primaryCare',
    'we are a GP practice with 4 doctors, at 8 am the phone lines are full and appointments are gone in minutes',
  ],
  [
    'primaryCare',
    'GP practice on a student campus',
    "Many international students who don't know the system.",
  ],
  [
    'pharmacy',
    'I am pharmacist in a small town pharmacy, prescriptions from doctors arrive wrong and we have medicine shortages every week',
  ],
  ['pharmacy', 'Dispensary of a university hospital'],
  ['dentistry', 'Tooth clinic'],
  [
    'dentistry',
    'we are a dental practice and patients come late or not at all, so the dentists run behind all day',
  ],
  ['dentistry', 'Dental bus visiting schools', 'One dentist, one assistant, 40 schools.'],
  [
    'mentalHealth',
    'I am a therapist in a team of five, clients wait months for the first session and we all feel burned out',
    'We want to find what we can change ourselves.',
  ],
  ['mentalHealth', 'Student counselling at the university'],
  ['socialCare', 'Hemtjänst', 'Around 90 clients in our district.'],
  [
    'socialCare',
    'I coordinate home care visits for elderly people, carers have too many visits and families call us angry',
  ],
  ['socialCare', 'Care workers visiting elderly on the islands'],
  [
    'performingArts',
    'I play in an amateur brass band, before concerts the rehearsals are half empty and the music sheets are everywhere',
  ],
  ['performingArts', 'Student orchestra at a technical university'],
  [
    'museum',
    'we are a small maritime museum, the collection objects are not registered and visitor numbers are going down',
    'Two paid staff and many retired sailors.',
  ],
  ['museum', 'Museum in a former coal mine'],
  ['library', 'City library'],
  [
    'library',
    'I run the library in our town, e-book lending grows but readers still bring the printed books back too late',
  ],
  [
    'sport',
    'I coach the under-14 girls in our football club and players drop out after the winter training',
    'I want to keep them until they are 16.',
  ],
  ['sport', 'Company football team of a bank'],
  ['events', 'Christmas market'],
  [
    'events',
    'we organise a tech conference for 2000 attendees and allways the venue and ticket problems come up on the last day',
  ],
  ['events', 'Events team of a car brand'],
  [
    'visualArts',
    'I share an artist studio with 4 painters and we never agree on costs or who prepares the group exhibition',
  ],
  [
    'visualArts',
    'Art collective in an old textile factory',
    'We got the building from the city for 5 years.',
  ],
  ['personalCare', 'Frisør', 'Me and two chairs rented out.'],
  [
    'personalCare',
    'I have a beauty salon with 3 employees and clients book appointments by whatsapp, instagram and phone all at once',
  ],
  [
    'faith',
    'I am the pastor of a small Lutheran congregation and the worship services are planned by too few people',
    'Most of our helpers are over 70.',
  ],
  ['faith', 'Chaplaincy team at the hospital'],
  [
    'association',
    'I am secretary of our homeowners association, the committee meetings take hours and members never read the minutes',
  ],
  [
    'repairShop',
    'we fix laptops and phones in a small shop and customers wait because parts from China take weeks',
    'Just me and my cousin.',
  ],
  ['repairShop', 'Watch repair workshop in a jewellery store'],
  ['funeral', 'Funeral bureau'],
  [
    'funeral',
    'we are a family funeral home, bereaved families need us also at night and our two staff are exhausted',
  ],
  ['funeral', 'Crematorium of the city'],
  ['nonprofit', 'Aid NGO'],
  [
    'nonprofit',
    'we are a small charity for clean water in Africa, donors want reports and our mission grows faster than funding',
  ],
  ['nonprofit', 'Foundation of a football club', 'We fund sport for kids from poor families.'],
  [
    'household',
    "my husband and me both work shifts at the hospital and the chores and kids' pickups fall between the cracks",
    'Two kids, 6 and 9.',
  ],
  [
    'household',
    'we are a family of five in a small flat in Oslo and the morning routine before school is pure chaos',
  ],
  ['household', 'my mother moved in with us after her fall and now nobody knows who does what at home'],
  ['household', 'Family living above our bakery'],
  ['household', "Our home during dad's offshore rotation", 'He is away two weeks, home two weeks.'],
  ['community', 'Village community'],
  [
    'community',
    'I live in an apartment block with 40 flats and the neighbours fight about the bike room and the laundry times',
  ],
  [
    'community',
    'we are residents of a small island in the archipelago, every spring we do talkoot but fewer neighbours come each year',
    'The local shop also closed last year.',
  ],
  ['community', 'Residents of the street next to the new construction site'],
  ['community', 'Cohousing residents in a former school', 'We are 23 households and share a kitchen.'],
  ['volunteering', 'Tafel helpers'],
  [
    'volunteering',
    'I coordinate 60 volunteers for our soup kitchen and the shift rota has holes every weekend',
  ],
  [
    'volunteering',
    'we are volunteers who visit lonely old people, new volunteers quit fast and the guests get a different person every time',
  ],
  ['volunteering', 'Volunteers at the hospital information desk'],
  ['volunteering', 'Volunteer drivers taking patients to the vårdcentral'],
  ['volunteering', 'Volunteer guides at the castle museum', 'Most of us are retired teachers.'],
  ['youth', 'Jugendzentrum'],
  [
    'youth',
    'I am leader in a scout group with 35 kids, parents wants more informations and young leaders leave after school',
  ],
  ['youth', 'Youth group of the church'],
  ['gardening', 'Volkstuinen'],
  [
    'gardening',
    'I share a community garden plot with my neighbours and we never agree who waters the plants in summer',
  ],
  ['gardening', 'Herb garden for a restaurant kitchen'],
];
