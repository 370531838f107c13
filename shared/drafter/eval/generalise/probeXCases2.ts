/**
 * Probe batch X's cases after its first 69, in order: the batch is one list (`probeXCases.ts`, whose
 * comment says how it was made), split in two files only for length.
 */
export const PROBE_X_CASES_PART_2: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'insurance',
    'I work in underwriting for farm insurance in Denmark and the risk data from agents is mostly incomplete',
  ],
  [
    'insurance',
    'we handle car insurance claims for a Dutch insurer and every claim goes through 6 people before payment',
    'Around 30 handlers.',
  ],
  [
    'accounting',
    'I am a chartered accountant with 3 juniors in Indore and GST returns for all clients are always last minute',
    'Around 150 clients, mostly shops.',
  ],
  [
    'accounting',
    'I have a small accounting office in Utrecht with 4 staff and tax return season every year is madness',
  ],
  [
    'realEstate',
    'we manage 300 rental apartments in Warsaw for private landlords, tenant complaints come on WhatsApp, email and phone',
    'We are 5 in the office.',
  ],
  [
    'legal',
    'we are in-house legal team of two lawyers in a Polish logistics company and every contract needs our review',
  ],
  [
    'legal',
    'I am paralegal in a Munich firm doing contracts for hospitals and the matter files are just everywhere',
  ],
  [
    'consulting',
    'we are consultants helping municipalities with digitalisation and every engagement ends with a report that nobody reads',
  ],
  [
    'architecture',
    'we are small architects office in Aarhus designing timber houses and clients change the design when drawings are almost finished',
  ],
  [
    'architecture',
    'I am junior architect in an office in Oslo designing schools, drawing revisions are never in sync with the client',
    'Office of 14 people.',
  ],
  [
    'research',
    'I lead a research group studying soil bacteria and the experiments and papers and students are too much to track',
  ],
  [
    'research',
    'I am postdoc in a biology lab at Max Planck and the data from our experiments is in 20 different excel files',
  ],
  ['veterinary', 'I am vet in a small animal clinic in Pune and pet owners call all day asking for reports'],
  [
    'veterinary',
    'we are mixed vet practice in rural Drenthe, farmers call in the night and the small animal clients also wait',
    'Three vets and two assistants.',
  ],
  [
    'peopleTeam',
    'I am HR business partner in an IT company in Hyderabad and onboarding of new joiners takes far too long',
  ],
  ['facilities', 'Cleaning crew'],
  [
    'facilities',
    'I manage maintenance and cleaning for three office buildings in Stockholm and the tickets from tenants just pile up',
    'I have 11 people and some subcontractors.',
  ],
  [
    'security',
    'I am security supervisor at a shopping mall in Gurgaon and the guards do not report incidents properly',
    '120 guards in three shifts.',
  ],
  [
    'security',
    'we are a security company doing night patrols on construction sites around Poznan and incident reports are on paper',
  ],
  ['publicServices', 'Citizen services'],
  [
    'publicServices',
    'I work at the municipality in Tilburg at the desk for residents, permits and complaints take weeks to answer',
    'We want residents to wait less.',
  ],
  [
    'governmentPolicy',
    'I am policy advisor in the ministry of climate in Copenhagen and evidence from consultations never reaches the minister properly',
  ],
  [
    'justice',
    'I am probation officer in the Netherlands with 60 offenders on my caseload and the court reports take all my time',
  ],
  [
    'justice',
    'I work as court clerk in a district court in Poland, the hearings are planned badly and cases wait for years',
    'There are 12 judges and too few clerks.',
  ],
  [
    'emergencyServices',
    'we are a fire and rescue station in Sweden with part time crews and response time in the night is too slow',
  ],
  [
    'emergencyServices',
    'I am shift leader in the 112 dispatch centre for our region and the calls on new years eve are crazy',
  ],
  [
    'schools',
    'I am head of maths at a CBSE school in Bhopal and teachers all teach the same chapter differently',
  ],
  [
    'schools',
    'I teach english in a lower secondary school in Krakow and homework and lesson plans are all over the place',
    'Classes of 28 pupils.',
  ],
  [
    'earlyYears',
    'we are small nursery with 30 children in Gurgaon and parents want updates on WhatsApp every hour',
  ],
  [
    'university',
    'I coordinate a masters programme at a Dutch university and module changes confuse students and the lecturers every year',
    'About 120 students per year.',
  ],
  [
    'training',
    'I run a training centre for forklift licences near Lodz and the course bookings and trainer schedule are chaos',
  ],
  [
    'healthcare',
    'I am ward nurse in a cardiology department in Oslo and handover between shifts is always losing information',
  ],
  [
    'emergencyCare',
    'I work as paramedic in an ambulance station near Aarhus and the handover at hospital door takes too long',
    'We are worried about response times.',
  ],
  [
    'primaryCare',
    'I am practice manager of a huisarts practice in Rotterdam and patients cannot get an appointment by phone',
  ],
  [
    'pharmacy',
    'we are a hospital pharmacy in Chennai and the medicines for the wards are dispensed late very often',
    'Two pharmacists and 6 technicians per shift.',
  ],
  [
    'dentistry',
    'I am dental hygienist in a clinic in Gothenburg and our recall system for patients does not work',
  ],
  ['mentalHealth', 'Therapy practice'],
  [
    'mentalHealth',
    'I am psychologist in a small practice in Amsterdam, waiting list for clients is 6 months and we burn out',
    'We are 4 therapists.',
  ],
  [
    'socialCare',
    'I plan the visits for our carers who help elderly people at home in Malmo and the schedule changes every day',
  ],
  [
    'performingArts',
    'I am stage manager in a theatre in Gdansk, rehearsals always run late and the singers get angry',
    'New production every six weeks.',
  ],
  ['museum', 'Open-air museum'],
  ['museum', 'I am registrar in a small city museum in Zwolle and the object database is full of mistakes'],
  [
    'library',
    'I am librarian in a town library in Finland and the loans system and events for kids are too much',
    'Only 3 staff for 6 days opening.',
  ],
  ['sport', 'Handball club'],
  [
    'sport',
    'I coach a volleyball team in the second league in Poland and the training plan and the match schedule clash',
  ],
  [
    'events',
    'we organise tech conferences in Berlin with 2000 attendees and ticketing and venue logistics are always last minute',
    'Team of 8, three events per year.',
  ],
  [
    'visualArts',
    'I am painter sharing a studio with 3 other artists in Leipzig and we never manage the exhibition deadlines',
  ],
  [
    'personalCare',
    'I have a beauty salon in Amstelveen with 4 staff and the appointment no-shows are costing us a lot',
    'I want to fill the gaps in the day.',
  ],
  ['faith', 'I help our pastor to organise the sunday worship in a small lutheran congregation in Bergen'],
  ['association', 'Alumni assoc'],
  [
    'association',
    'I am secretary of a professional association for engineers in Norway and members never answer the committee emails',
    'About 900 members.',
  ],
  [
    'repairShop',
    'we fix laptops and mobiles in a small shop in Nehru Place and customers keep asking where is their device',
  ],
  [
    'funeral',
    'I am funeral director in a family business in Limburg and the coordination with church and families is difficult',
    'Around 200 funerals per year.',
  ],
  [
    'nonprofit',
    'we are a small charity supporting refugees in Berlin and our donors want reports we never have time for',
  ],
  [
    'nonprofit',
    'I am the only fundraiser in a foundation for a childrens hospital and the donor database is a disaster',
  ],
  ['household', 'Kids routine'],
  [
    'household',
    'my wife and me both work shifts at the hospital and the morning routine with the kids is total chaos',
    'Two kids, 4 and 9.',
  ],
  [
    'household',
    'we are family of five in Noida with my parents living with us and nobody agrees about the chores',
  ],
  [
    'household',
    'I am single dad with two teenagers in Utrecht and the weekly planning for food and school is difficult',
    'I want them to help more at home.',
  ],
  [
    'community',
    'I live in a big apartment block in Warsaw and the neighbours fight about parking and the shared courtyard',
  ],
  [
    'community',
    'we started a street group in our Vinex neighbourhood to welcome new residents but only five people come',
    'Maybe 400 houses in total.',
  ],
  [
    'community',
    'in our village in Schleswig the local people want to save the shop and the bus stop together',
  ],
  [
    'volunteering',
    'I coordinate the volunteers at a refugee clothing point in Krakow and the shift rota is always half empty',
    'Around 70 volunteers, most are students.',
  ],
  [
    'volunteering',
    'we are group of volunteers teaching english to migrants on saturdays and nobody knows who is coming which week',
  ],
  [
    'volunteering',
    'I organise volunteer drivers who bring old people to the doctor in our kommune, too many requests and few drivers',
  ],
  [
    'youth',
    'I am leader in a scout group in Gdynia with 40 kids and the parents never answer about the summer camp',
  ],
  [
    'youth',
    'we run a youth centre in a suburb of Aarhus and the young people only come when there is free food',
    'Two youth workers and some volunteers.',
  ],
  [
    'gardening',
    'I run a small plant nursery in Kerala growing ornamental plants and watering and orders are always confused',
  ],
];
