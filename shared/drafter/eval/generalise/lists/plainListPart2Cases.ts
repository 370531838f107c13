/** The second half of PLAIN_LIST_CASES (split only to keep files short). */
export const PLAIN_LIST_PART_2_CASES: ReadonlyArray<readonly [string, string]> = [
  [
    'architecture',
    'i am architect in small studio in istanbul, 5 architects, drawings revision never finish',
  ],
  ['architecture', 'we design houses in lagos, 3 architects and one draftsman, clients keep changing plans'],
  [
    'architecture',
    'im working in architecture office in barcelona, from chile, autocad and 3d renders, deadlines',
  ],
  ['architecture', 'our firm in hanoi design hotels, team of 8, permits from city take long'],
  [
    'research',
    'i am phd student in lab in germany from iran, 8 researchers, experiments failing and professor busy',
  ],
  ['research', 'we are research group in institute in brazil studying malaria, field samples and lab tests'],
  ['research', 'im postdoc in chemistry lab in shanghai, equipment booking conflicts, 12 people'],
  [
    'research',
    'our research institute in nairobi do surveys in villages, data collectors and analysts, publications slow',
  ],
  ['veterinary', 'i am vet in small animal clinic in bucharest, 2 vets and 3 assistants, dogs and cats'],
  [
    'veterinary',
    'we are vet team visiting farms in kenya, treating cows and goats, vaccine cold chain problem',
  ],
  [
    'veterinary',
    'im vet nurse in clinic in madrid, from colombia, emergencies at night, surgery schedule full',
  ],
  ['veterinary', 'our pet hospital in bangkok, 4 doctors, owners angry about the bills'],
  [
    'peopleTeam',
    'i am hr officer in company in nairobi, 300 workers, recruiting and contracts, only 3 of us',
  ],
  ['peopleTeam', 'we are recruitment team in bangalore hiring engineers, candidates not come to interview'],
  ['peopleTeam', 'im working in human resources in dubai, visas and payroll and new joiners, 4 people'],
  ['peopleTeam', 'our hr team in warsaw do performance reviews, managers never fill forms'],
  [
    'facilities',
    'i am facilities coordinator in office tower in dubai, cleaners and technicians, aircon always broken',
  ],
  ['facilities', 'we are cleaning company in london, most of us from brazil, 10 cleaners, offices at night'],
  ['facilities', 'im maintenance supervisor in shopping mall in manila, plumbers and electricians, 7 guys'],
  ['facilities', 'our janitor team in big office park in cairo, 12 janitors, supplies always finish'],
  ['security', 'i am security guard in mall in johannesburg, 12 guards on shift, shoplifting every day'],
  ['security', 'we are security company in lagos, guards for houses and banks, some guards sleep on duty'],
  ['security', 'im cctv operator in control room in bogota, 4 operators, half cameras broken'],
  ['security', 'our team do patrols in residential compound in riyadh, 8 guards, gate and cameras'],
  [
    'publicServices',
    'i am working in municipality office in istanbul, citizens come for documents, queue long, 6 clerks',
  ],
  [
    'publicServices',
    'we are city council staff in small town in romania, permits and complaints from people',
  ],
  [
    'publicServices',
    'im clerk in government service centre in nairobi, id cards and birth certificates, system slow',
  ],
  [
    'publicServices',
    'our department in manila handle business permits and street lights complaints, 10 staff',
  ],
  [
    'governmentPolicy',
    'i am policy analyst in ministry of trade in ghana, writing briefs for minister, 5 analysts',
  ],
  [
    'governmentPolicy',
    'we are policy team in government in jakarta drafting new regulation, stakeholder meetings too many',
  ],
  ['governmentPolicy', 'im advisor in ministry in tbilisi preparing reforms, minister change his mind often'],
  [
    'governmentPolicy',
    'our unit in prime minister office in kyiv, research and public consultations on new laws',
  ],
  ['justice', 'i am prison officer in jail in south africa, 10 officers per block, overcrowding'],
  ['justice', 'we work in court registry in nairobi, case files lost, hearings postponed'],
  ['justice', 'im probation officer in bucharest, 40 offenders each, reports for judges'],
  ['justice', 'our team in public defender office in bogota, many detainees waiting trial'],
  ['emergencyServices', 'i am firefighter in station in manila, 4 crews, trucks old and water pressure low'],
  ['emergencyServices', 'we are police dispatch in mexico city, emergency calls all night, 8 dispatchers'],
  [
    'emergencyServices',
    'im in civil defence team in turkey after earthquakes, search and rescue, 15 members',
  ],
  ['emergencyServices', 'our fire brigade in small town in poland, 20 firemen, alarm response slow'],
  ['schools', 'i am teacher in primary school in ghana, 60 kids in class, not enough books'],
  ['schools', 'we are maths teachers in secondary school in jakarta, 5 of us, exams and marking'],
  ['schools', 'im head teacher in village school in nepal, 7 teachers, students absent in rain season'],
  ['schools', 'our school in cairo, teachers share classrooms and timetable always clash'],
  ['earlyYears', 'i am working in kindergarten in warsaw, 20 toddlers, 3 teachers, parents pick up late'],
  ['earlyYears', 'we run daycare at home in lagos, 8 babies, me and my sister'],
  ['earlyYears', 'im preschool teacher in santiago, small kids age 3 to 5, nap time chaos'],
  ['earlyYears', 'our creche in dublin, staff from many country, ratio rules difficult'],
  ['university', 'i am lecturer in university in nairobi, 300 students in one hall, grading takes weeks'],
  ['university', 'we are department of engineering in college in pakistan, 12 professors, timetable clash'],
  ['university', 'im teaching assistant in uni in germany from india, tutorials and marking exams'],
  ['university', 'our faculty in lima, semester registration mess, students cannot find classes'],
  ['training', 'i am trainer in vocational centre in kenya, teaching welding to adults'],
  ['training', 'we do corporate workshops in dubai, excel and leadership, 4 trainers'],
  ['training', 'im instructor in driving school in istanbul, 6 instructors, learners fail test often'],
  ['training', 'our team run online upskilling courses in manila, participants drop out half way'],
  ['healthcare', 'i am nurse in hospital ward in manila, 30 beds and only 3 nurses at night'],
  ['healthcare', 'we are doctors in district hospital in malawi, medicine shortage and long shifts'],
  ['healthcare', 'im working in surgery department in cairo, operating theatre schedule always late'],
  ['healthcare', 'our maternity unit in rural india, 4 midwives and one doctor, deliveries at night'],
  ['emergencyCare', 'i am paramedic on ambulance in johannesburg, 2 per crew, roads bad and calls too many'],
  ['emergencyCare', 'we are er nurses in hospital in bangkok, triage desk overloaded on weekend'],
  ['emergencyCare', 'im doctor in emergency department in lima, trauma cases at night, beds in corridor'],
  ['emergencyCare', 'our ambulance station in warsaw, 6 vehicles, response times too slow'],
  ['primaryCare', 'i am gp in family clinic in bucharest, 2 doctors, appointments booked 3 weeks ahead'],
  ['primaryCare', 'we are receptionists in doctor surgery in london, from poland, phone ring nonstop at 8am'],
  ['primaryCare', 'im nurse in health centre in village in kenya, vaccinations and checkups'],
  ['primaryCare', 'our family medicine practice in madrid, repeat prescriptions take too much time'],
  ['pharmacy', 'i am pharmacist in chemist shop in lagos, 2 pharmacists and 3 helpers, fake drugs problem'],
  ['pharmacy', 'we work in hospital pharmacy in cairo, dispensing to wards, stock shortages'],
  ['pharmacy', 'im pharmacy technician in toronto from philippines, filling scripts, insurance rejections'],
  ['pharmacy', 'our drugstore in manila, medicines expire on shelf and we lose money'],
  [
    'dentistry',
    'i am dentist in small clinic in istanbul, 2 chairs and 1 assistant, patients cancel last minute all the time',
  ],
  [
    'dentistry',
    'we are dental practice in warsaw doing fillings and cleanings, hygienist only 2 days per week and list growing',
  ],
  [
    'dentistry',
    'im dental nurse in london, from romania, sterilising the tools and booking people, x ray machine old',
  ],
  [
    'dentistry',
    'our orthodontic clinic in dubai, braces for kids mostly, 3 orthodontists and many follow up visits to arrange',
  ],
  [
    'mentalHealth',
    'i am psychologist in counselling centre in buenos aires, 5 therapists, waiting list very long for new people',
  ],
  [
    'mentalHealth',
    'we run support groups for depression and trauma in nairobi, 3 counsellors, stigma is big problem here',
  ],
  [
    'mentalHealth',
    'im therapist in private practice in madrid, from argentina, doing online sessions, colleagues share one room',
  ],
  [
    'mentalHealth',
    'our team in mumbai help people with anxiety, psychiatrist and 4 counsellors, we are burning out too',
  ],
  [
    'socialCare',
    'i am carer in old people home in london from philippines, 20 residents, not enough staff on nights',
  ],
  [
    'socialCare',
    'we visit elderly in their own houses in dublin, 6 carers, travel between visits is not paid',
  ],
  [
    'socialCare',
    'im support worker for disabled adults in group home in toronto, long shifts and medication rounds',
  ],
  [
    'socialCare',
    'our home care agency in manchester, many carers from nigeria, hard to match carers with the old people',
  ],
  [
    'performingArts',
    'i am dancer in ballet company in kyiv, 25 dancers, rehearsals every day and injuries before premiere',
  ],
  [
    'performingArts',
    'we are theatre group in lagos, actors and stage crew, shows on weekends and lines not learned',
  ],
  [
    'performingArts',
    'im musician in symphony orchestra in sao paulo, 60 players, conductor very strict about practice time',
  ],
  [
    'performingArts',
    'our band in manila play in bars at night, 5 members, gigs and practice always clash with day jobs',
  ],
  [
    'museum',
    'i am guide in history museum in cairo, many foreign groups, labels on the display cases very old',
  ],
  [
    'museum',
    'we are curators in small museum in krakow, 4 staff preparing new exhibition about the war, deadline close',
  ],
  [
    'museum',
    'im working in conservation department of national museum in mexico city, storerooms full of artefacts, no space',
  ],
  [
    'museum',
    'our city museum in hanoi has guards, educators and archivist, school groups every morning and gallery overcrowded',
  ],
  [
    'library',
    'i am librarian in public library in accra, few books on shelves, kids come after school to study',
  ],
  [
    'library',
    'we work in university library in lahore, 6 staff, borrowed books not returned and fines ignored',
  ],
  [
    'library',
    'im assistant in city library in warsaw, borrowing system computer slow and reading room always full',
  ],
  [
    'library',
    'our small neighbourhood library in bogota lend books and ebooks, 3 librarians, cataloguing is behind',
  ],
  [
    'sport',
    'i am coach of football club in nigeria, 25 players, organising fixtures and training sessions is hard',
  ],
  [
    'sport',
    'we are womens volleyball team in manila, 12 girls, practice on weekend and tournament coming soon',
  ],
  ['sport', 'im manager of cricket club in karachi, kit and match days, players not showing up on time'],
  [
    'sport',
    'our basketball club in belgrade, 4 coaches and physio, league games every week and too many injuries',
  ],
  [
    'events',
    'i am event planner in dubai doing weddings and conferences, 5 staff, vendors always late on day',
  ],
  [
    'events',
    'we organise summer music festival in serbia, 20 crew, stages and wristbands and camping area to manage',
  ],
  [
    'events',
    'im working for conference company in singapore, registration desk and speakers, hotel ballroom bookings get mixed',
  ],
  [
    'events',
    'our team in nairobi put on concerts, sound, door staff and ticket sales, tickets fake sometimes',
  ],
  [
    'visualArts',
    'i am painter sharing studio in berlin with 4 artists from latin america, rent high and space small',
  ],
  [
    'visualArts',
    'we are artist collective in mexico city painting murals and making shows, never money for materials',
  ],
  ['visualArts', 'im sculptor in bali, 3 assistants carve stone for me, gallery want new pieces fast'],
  ['visualArts', 'our ceramics studio in seoul, 6 potters share one kiln and always argue who fire first'],
  [
    'personalCare',
    'i am hairdresser in salon in lagos, 4 stylists doing braids and weaves, clients come late',
  ],
  [
    'personalCare',
    'we run nail and beauty shop in london, vietnamese family, bookings on phone and walk ins mixed',
  ],
  [
    'personalCare',
    'im barber in istanbul, 3 chairs, shaves and haircuts, walk ins all day and no booking system',
  ],
  ['personalCare', 'our spa in bali, 8 massage therapists, room booking conflicts and facials overlapping'],
  [
    'faith',
    'i am pastor in small church in accra, choir and ushers, planning sunday worship is always chaos',
  ],
  [
    'faith',
    'we run mosque in birmingham, imam and helpers, friday prayers crowded and ramadan iftar to organise',
  ],
  [
    'faith',
    'im helping at hindu temple in leicester, festivals and priests schedule, devotees many on diwali',
  ],
  [
    'faith',
    'our parish in manila, 3 priests and many lay ministers, masses, confessions and baptisms every week',
  ],
  ['association', 'i am secretary of alumni association in lagos, 300 members, yearly fees not paid by most'],
  [
    'association',
    'we are trade union branch in cape town, committee of 7, members complain meetings too long',
  ],
  [
    'association',
    'im treasurer of professional engineers society in pakistan, committee meets monthly, membership renewals messy',
  ],
  [
    'association',
    'our cameroon diaspora association in paris, members pay dues, committee fight about elections',
  ],
  [
    'repairShop',
    'i am phone repair technician in nairobi, we change screens and batteries, 3 of us in small kiosk',
  ],
  [
    'repairShop',
    'we fix laptops in small shop in karachi, spare parts from china slow and customers wait weeks',
  ],
  [
    'repairShop',
    'im running electronics repair stall in lagos, fixing tv and radio, people never collect their items',
  ],
  [
    'repairShop',
    'our shop in lima fix washing machines and fridges, 2 technicians, home visits and workbench jobs',
  ],
  [
    'funeral',
    'i am funeral director in small business in ghana, big funerals with coffins and music, many relatives',
  ],
  ['funeral', 'we run funeral home in mexico, embalming and ceremonies, grieving families need lot of care'],
  [
    'funeral',
    'im working in crematorium in mumbai, 5 staff, paperwork and cremation slots, families wait long',
  ],
  [
    'funeral',
    'our family undertaker business in poland, 4 staff, burials, cemetery paperwork and priest bookings',
  ],
  ['nonprofit', 'i am working for ngo in kenya supporting orphans, 7 staff, donations going down this year'],
  [
    'nonprofit',
    'we are small charity in uganda giving clean stoves, writing grants and reports for donors every quarter',
  ],
  [
    'nonprofit',
    'im fundraiser for cancer charity in london, from india, campaign targets and gift aid forms',
  ],
  [
    'nonprofit',
    'our foundation in philippines give scholarships to poor students, 5 staff, sponsors want reports',
  ],
  ['household', 'we are family of 6 in lagos, cooking and cleaning not fair, my sisters do everything'],
  ['household', 'i live with my wife and 3 kids in flat in cairo, need to split chores and school runs'],
  [
    'household',
    'im mother in karachi, husband working abroad, kids homework and cooking and grandmother all on me',
  ],
  [
    'household',
    'our house in manila with grandparents and cousins, 9 people, bills and shopping always confusion',
  ],
  ['community', 'i am in neighbourhood group in bogota, our street lights broken and rubbish on corners'],
  [
    'community',
    'we are residents of building in istanbul, 40 flats, repairs needed and neighbours argue in meetings',
  ],
  ['community', 'im organising street cleanup in my area in accra, neighbours help some days but not others'],
  ['community', 'our whatsapp group for our block in nairobi, about security, noise and water tank sharing'],
  [
    'volunteering',
    'i am volunteer at food bank in toronto, shifts on saturday, never enough people for packing',
  ],
  [
    'volunteering',
    'we coordinate volunteers at refugee shelter in berlin, 40 helpers, schedule always has gaps on weekends',
  ],
  [
    'volunteering',
    'im volunteering in soup kitchen in madrid, serving meals to homeless, coordinator changes plan last minute',
  ],
  [
    'volunteering',
    'our volunteer group in manila do typhoon relief, unpaid helpers, hard to make rota for distributions',
  ],
  ['youth', 'i am youth leader in scouts in kenya, 30 boys and girls, camps and badges and parents forms'],
  ['youth', 'we run youth club in london for teenagers from estate, 4 youth workers, fights sometimes'],
  ['youth', 'im mentor for young people in favela in rio, keeping teens away from gangs, 6 mentors'],
  ['youth', 'our after school teen program in johannesburg, homework help and sports, young ones drop out'],
  ['gardening', 'i have allotment in uk, from poland, growing potatoes and beans, slugs eat everything'],
  ['gardening', 'we share garden plots in berlin, 12 families, watering rota and tools shed always messy'],
  ['gardening', 'im gardener for big villa in dubai, 3 of us, lawn and palms and flowers, heat kill plants'],
  [
    'gardening',
    'our rooftop vegetable garden in cairo, tomatoes and herbs in pots, neighbours help with watering',
  ],
];
