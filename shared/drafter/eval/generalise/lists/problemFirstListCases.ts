import { PROBLEM_FIRST_LIST_PART_2_CASES } from './problemFirstListPart2Cases';
import { PROBLEM_FIRST_LIST_PART_3_CASES } from './problemFirstListPart3Cases';

/** Messages of ten to thirty words that put a problem in other fields' words first and name the team late ('Too many meetings, not enough decisions: the board of our residents' association'). See boundaryListCases.ts. */
export const PROBLEM_FIRST_LIST_CASES: ReadonlyArray<readonly [string, string]> = [
  [
    'farming',
    "Nobody reads the rota, invoices pile up and the pickup keeps breaking down — that's our family farm in Devon",
  ],
  [
    'farming',
    'too many spreadsheets, two people off sick and 40 hectares of barley waiting to be cut on the arable farm I manage',
  ],
  [
    'farming',
    'Cash flow is awful until the harvest comes in and the accounts live in a shoebox. Mixed dairy and crop farm, 3 of us',
  ],
  [
    'farming',
    'Handover notes get lost between shifts and the new hire never got trained — our organic veg farm outside Lancaster',
  ],
  [
    'forestry',
    "The booking system for contractors is a mess and safety briefings get skipped, that's the woodland management crew I run",
  ],
  [
    'forestry',
    'Budget overspent, two chainsaw operators quit and nobody tracks timesheets: our small forestry team in the Highlands',
  ],
  [
    'forestry',
    'Half our invoices go missing and the felling licence deadline passed last week. Forestry contractor, 6 people',
  ],
  [
    'forestry',
    'meetings run long, decisions never stick, and the tree planting schedule slips every spring at the timber estate where i work',
  ],
  [
    'fishing',
    'Nobody agrees on who pays for diesel and the quota paperwork is always late — our two-boat fishing crew out of Peterhead',
  ],
  [
    'fishing',
    'the whatsapp group is chaos, prices change daily and the cold store invoice was wrong again. we run a small inshore fishing business',
  ],
  [
    'fishing',
    "Rotas, licences, insurance renewals, all on the skipper's phone. That's the trawler I crew on",
  ],
  [
    'fishing',
    'Morale is low, deckhands rarely get paid on time and catch reports are handwritten — a family fishing operation in Newfoundland',
  ],
  [
    'mining',
    'Shift handovers get lost, the safety audit flagged 12 actions and nobody owns them: our underground crew at the copper mine',
  ],
  [
    'mining',
    'Too many contractors, not enough supervisors, and the reporting dashboard is always a week behind at the quarry I manage',
  ],
  [
    'mining',
    'Budget cuts and an ageing fleet of haul trucks are hurting everyone at the open-pit gold mine in Western Australia',
  ],
  [
    'mining',
    'who signs off the blast plan? nobody knows since the reorg. small limestone quarry team, 18 people',
  ],
  [
    'manufacturing',
    'Scheduling is chaos, the ERP is down half the week and returns keep climbing — the production line at our plastics factory',
  ],
  [
    'manufacturing',
    'Too many emails, not enough handovers between night and day shift on the assembly line where I work',
  ],
  [
    'manufacturing',
    'Nobody owns the defect log and the machine downtime meetings go nowhere. Metal fabrication plant, 120 staff',
  ],
  [
    'manufacturing',
    'training for new starters is ad hoc and the QA checklist lives on a clipboard: our injection moulding shop floor',
  ],
  [
    'foodProduction',
    'Allergen labels, supplier invoices and the cleaning rota are all on sticky notes at the small-batch hot sauce factory I run',
  ],
  [
    'foodProduction',
    'Staff turnover is high and the hygiene audit is in 3 weeks — our commercial bakery making 5,000 loaves a night',
  ],
  [
    'foodProduction',
    'Recipe changes get emailed around and never reach the night shift at the cheese dairy where I work',
  ],
  [
    'foodProduction',
    "the traceability spreadsheet crashed and we can't tell which batch used which oats. that's our granola manufacturing team",
  ],
  [
    'textiles',
    'Orders are late, the cutting room has no plan and the machinists are on overtime again — our small clothing factory in Leicester',
  ],
  [
    'textiles',
    "Invoices in one notebook, samples in another, and the supplier in Portugal never answers — that's the knitwear studio I run",
  ],
  [
    'textiles',
    'Nobody tracks which fabric rolls are used up. Garment workshop, 14 people, mostly sewing school uniforms',
  ],
  [
    'textiles',
    "deadlines slip every season and the pattern cutters and sewing team don't talk to each other at the fashion label i work for",
  ],
  [
    'energy',
    "Outage reports are handwritten and the on-call rota is never up to date — that's our control room at the regional power utility",
  ],
  [
    'energy',
    'Budgets keep getting cut while demand rises; the solar farm operations crew I lead is stretched thin',
  ],
  [
    'energy',
    'Too many stakeholders and nobody decides anything about the grid connection: our community wind energy co-op',
  ],
  [
    'energy',
    'permits, maintenance logs and the turbine inspection schedule live in 5 spreadsheets at the hydro generation station',
  ],
  [
    'waterUtility',
    'Complaints pile up and job tickets for burst mains get lost between depots — our water network maintenance team',
  ],
  [
    'waterUtility',
    'Nobody knows which valves were replaced last year, the records are all on paper: the water supply crew in our rural district',
  ],
  [
    'waterUtility',
    'Overtime is through the roof and the leak detection van is always booked, says my manager at the water company',
  ],
  [
    'waterUtility',
    "Too many handovers and a clunky asset system — that's the pipe repair team I work with at the municipal water utility",
  ],
  [
    'wasteRecycling',
    'Drivers call in sick, rounds get reshuffled last minute and residents complain — the bin collection crew at our depot',
  ],
  [
    'wasteRecycling',
    'Invoices from the landfill operator never match our tonnage figures at the recycling centre where I work',
  ],
  [
    'wasteRecycling',
    "Morale is low, the trucks keep breaking down and the routes haven't changed since 2015: our council waste collection team",
  ],
  [
    'wasteRecycling',
    'no one knows who handles the contamination reports. small commercial waste and recycling firm, 9 lorries',
  ],
  [
    'construction',
    "Subcontractors turn up on the wrong day and the invoices never match the quote — that's the building site I manage in Leeds",
  ],
  [
    'construction',
    'Too many WhatsApp groups, drawings out of date, and safety inductions get skipped on our housing construction project',
  ],
  [
    'construction',
    "Budgets overrun and snagging lists get lost. A small builders' firm doing extensions and loft conversions, 7 of us",
  ],
  [
    'construction',
    'who orders materials? nobody knows since Dave left. our groundworks crew on a new school build',
  ],
  [
    'logistics',
    'Half the pallets go missing in the system and the night shift never gets a handover: our distribution warehouse in Milton Keynes',
  ],
  [
    'logistics',
    'Drivers hate the new app and freight costs are up 20% — the logistics team at the importer I work for',
  ],
  [
    'logistics',
    'Too many emails about late trucks and nobody owns the customs paperwork at our freight forwarding office',
  ],
  [
    'logistics',
    'stock counts never match, pick lists print wrong and overtime is killing us. 3PL warehouse, 60 staff',
  ],
  [
    'vehicleRepair',
    "Bookings in a paper diary, parts ordered twice, customers chasing us by phone — that's the car garage I run with my brother",
  ],
  [
    'vehicleRepair',
    'Nobody sends the MOT reminders and invoices go out late at our independent vehicle repair workshop',
  ],
  [
    'vehicleRepair',
    'Too few mechanics, too many jobs, and the ramp schedule is on a whiteboard: the service department of a Ford dealership',
  ],
  [
    'vehicleRepair',
    'the diagnostic software licence expired and no one noticed. small auto repair shop in Ohio, 4 techs',
  ],
  [
    'aviation',
    'Rosters change hourly and defect paperwork gets lost between shifts — our aircraft maintenance hangar at Stansted',
  ],
  [
    'aviation',
    'Training records are in three systems and audits keep flagging gaps: the flight operations team at a small regional airline',
  ],
  [
    'aviation',
    "Too many meetings about delays and nobody owns the turnaround plan — that's the ground handling crew at the airport",
  ],
  [
    'aviation',
    "budget is tight and the pilots' scheduling is done by hand at the flying school where I instruct",
  ],
  [
    'publicTransport',
    "Driver rotas are a mess and complaints about no-shows keep rising — that's our bus depot operations team",
  ],
  [
    'publicTransport',
    'Nobody updates the passenger information screens when services are cancelled at the train operator I work for',
  ],
  [
    'publicTransport',
    'Too many handovers, not enough staff on the late shift: the control room of a city tram network',
  ],
  [
    'publicTransport',
    'overtime costs are through the roof and timetable changes are never communicated. rural bus company, 30 drivers',
  ],
  [
    'maritime',
    'Crew certificates expire without anyone noticing and the port paperwork is always late — our small ferry company',
  ],
  [
    'maritime',
    'Too many emails between office and ship, and the cargo manifests never match — the container shipping desk I run',
  ],
  [
    'maritime',
    "Nobody knows who books the pilot or the berth; it's a shambles at the harbour master's office",
  ],
  [
    'maritime',
    'maintenance logs on paper, crew changes arranged by whatsapp. a tanker operator with 5 vessels',
  ],
  [
    'postalCourier',
    'Drivers quit after a week and the scanners keep failing, so parcels go missing — our courier depot in Bristol',
  ],
  [
    'postalCourier',
    "Too many complaints and not enough vans; that's the local Royal Mail delivery office where I work",
  ],
  [
    'postalCourier',
    'Routes change every morning and nobody tells the new starters: a same-day bike courier outfit in London, 25 riders',
  ],
  [
    'postalCourier',
    'overtime at christmas is brutal and the returns pile never shrinks at the parcel delivery hub',
  ],
  [
    'retail',
    "Rotas are done the night before and half the team never sees them — that's our shop on the high street",
  ],
  [
    'retail',
    "Stock counts never match the till and customer complaints are up at the supermarket branch where I'm a supervisor",
  ],
  ['retail', 'Nobody knows how to use the new ordering system at our independent hardware store'],
  [
    'retail',
    'shrinkage, late deliveries and staff who never read the noticeboard. small clothing boutique, 5 staff',
  ],
  [
    'sales',
    "Forecasts are fiction and the CRM is half empty — that's our B2B sales team selling software to hospitals",
  ],
  [
    'sales',
    'Too many meetings, not enough calls, and everyone misses quota: the regional sales office I manage',
  ],
  [
    'sales',
    'Nobody follows up after trade shows; leads rot in a spreadsheet at the field sales team for our packaging firm',
  ],
  [
    'sales',
    'commission disputes every month and pipeline reviews are a waste of time. inside sales, 12 reps',
  ],
  [
    'customerSuccess',
    'Renewals slip through the cracks and nobody owns the handover from sales — our customer success team',
  ],
  [
    'customerSuccess',
    "Too many tickets, no health scores, and churn crept up to 9% this quarter at the SaaS company where I'm a CSM",
  ],
  [
    'customerSuccess',
    'Onboarding calls run late and the playbooks are out of date: the account management team for our enterprise customers',
  ],
  [
    'customerSuccess',
    'QBRs are copy-paste and nobody knows which accounts are at risk. customer success, 6 people, B2B analytics tool',
  ],
  [
    'contactCentre',
    "Rotas change daily and wait times are over 20 minutes — the call centre where I'm a team leader",
  ],
  [
    'contactCentre',
    'Too many scripts, not enough training, and sickness is at 12%: our customer service helpline for an energy supplier',
  ],
  [
    'contactCentre',
    "Nobody reads the knowledge base and agents escalate everything — that's our inbound contact centre in Glasgow",
  ],
  [
    'contactCentre',
    'average handling time targets are crushing morale on the phones. outsourced call centre team, 40 agents',
  ],
  [
    'hospitality',
    'Rotas go out late, supplier invoices never match and the dishwasher broke again — our pub kitchen in Yorkshire',
  ],
  [
    'hospitality',
    "Nobody checks the bookings system so we double-book tables at the restaurant where I'm head chef",
  ],
  [
    'hospitality',
    "Housekeeping and front desk don't talk, so rooms aren't ready at check-in — a 40-room boutique hotel",
  ],
  [
    'hospitality',
    'staff turnover is crazy and menu changes never get passed on. small café and bar, 10 of us',
  ],
  [
    'tourism',
    "Refunds take weeks and the booking spreadsheet crashes every summer — that's the walking tour company I run in Edinburgh",
  ],
  [
    'tourism',
    'Too many emails with hotels and coach firms, and nobody owns itinerary changes at our travel agency',
  ],
  [
    'tourism',
    'Guides get paid late and no one tracks reviews: a small tour operator running trips to Morocco',
  ],
  [
    'tourism',
    'the visitor centre rota is a mess and half the leaflets are out of date at our tourist information office',
  ],
  [
    'software',
    "Meetings eat the whole week and nobody reviews pull requests — that's our backend engineering team",
  ],
  [
    'software',
    'Budget cuts, a flaky CI pipeline and releases that slip every sprint: the dev team at the fintech where I work',
  ],
  [
    'software',
    "Nobody owns the bug backlog and on-call is one person's problem. small mobile app development team, 5 devs",
  ],
  [
    'software',
    "too many handovers between contractors and the deploy process is a wiki page from 2019 — our agency's dev team",
  ],
  [
    'product',
    'Stakeholders all want different things and the roadmap changes weekly — our product management team',
  ],
  [
    'product',
    'Nobody talks to users before we build; research happens after launch in the product squad I lead',
  ],
  [
    'product',
    'Priorities get decided by whoever shouts loudest. product team for a B2B invoicing app, 3 PMs and a designer',
  ],
  [
    'product',
    "discovery is skipped, specs are vague and engineers complain — that's the product org at our marketplace startup",
  ],
  [
    'openSource',
    'Burnout, unpaid work and 400 unanswered issues — the maintainers of the open source library I help run',
  ],
  [
    'openSource',
    'Nobody reviews contributions from newcomers and releases stall for months on our open-source project',
  ],
  ...PROBLEM_FIRST_LIST_PART_2_CASES,
  ...PROBLEM_FIRST_LIST_PART_3_CASES,
];
