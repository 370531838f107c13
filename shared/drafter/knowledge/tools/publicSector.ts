import type { ToolGroup } from './types';

/** Tools of health, emergency, school, council and government teams. */
export const PUBLIC_SECTOR_TOOLS: readonly ToolGroup[] = [
  {
    domains: ['healthcare', 'emergencyCare', 'primaryCare'],
    tools: [
      'Cerner: holds the shared patient record #handoff #data',
      'Nervecentre: records observations, flags deteriorating patients and holds handover lists #deterioration #sepsis #handover',
      'Symphony: tracks each patient through the emergency department #board #flow',
      'TrakCare: holds the hospital record and the department’s patient list #board #handover',
      'Manchester Triage System: sorts patients into priority by their presenting complaint #triage #front',
      'Bleep: calls a clinician to a patient straight away #alert #escalation',
      'Vocera: lets staff call each other hands-free across the ward #alert',
      'RiO: holds the mental health and community care record #handover #multidisciplinary',
      'EMIS: holds the GP patient record, prescribing and recall lists #recall #medication #handover',
      'SystmOne: holds a patient record shared across practices and community services #recall #medication #mdt',
      'accuRx: texts patients and runs online consultations and video calls #triage #access',
      'eConsult: takes online consultation forms from patients #triage #access',
      'Docman: routes letters and results to the right clinician #result #workflow',
      'Ardens: adds templates and searches for recalls and reviews #recall #chronic #medication',
      'NHS App: lets patients book, order repeat prescriptions and see their record #access #medication',
    ],
  },
  {
    domains: ['emergencyServices'],
    tools: [
      'Airwave: carries secure radio between control and crews #communication #tasking',
      'D4H: tracks a rescue team’s availability, training and equipment #availability #competence #readiness',
      'SARCALL: calls out volunteer search and rescue teams and logs the incident #availability #search #volunteer',
      'MPDS: scripts the questions call handlers ask to set each call’s priority #triage #protocol #dispatch',
      'NHS Pathways: scripts the clinical assessment of 999 and 111 calls #triage #protocol',
      'ResilienceDirect: shares plans and live incident information between agencies #agency #joint',
    ],
  },
  {
    // 'CAD' in a control room is dispatch; elsewhere it is drawing (see operations).
    domains: ['emergencyServices'],
    only: true,
    tools: ['CAD: logs each call and sends the nearest suitable resource #dispatch #watch'],
  },
  {
    domains: ['schools'],
    tools: [
      'SIMS: holds pupil records, attendance and assessment marks #progress #assessment #transition',
      'Arbor: holds pupil records, attendance, behaviour and reports in the cloud #progress #behaviour #parent',
      'Bromcom: keeps pupil data, timetables and parent contact in one system #progress #transition #parent',
      'Google Classroom: sets, collects and returns classwork and homework online #marking',
      'Seesaw: collects pupils’ work in digital portfolios that parents can see #parent #moderation #feedback',
      'CPOMS: records safeguarding and wellbeing concerns and who acted on them #safeguarding',
      'MyConcern: logs safeguarding concerns and follows each case through #safeguarding',
      'ClassDojo: shares class updates and behaviour points with families #parent #behaviour #routine',
      'Tapestry: builds an online learning journal for each young child, shared with parents #parent #assessment',
    ],
  },
  {
    domains: ['publicServices'],
    tools: [
      'Whitespace: plans collection rounds and logs missed bins and crew reports #bin #round #waste',
      'Bartec: sends round sheets to the cab and brings crew reports back from the street #round #bin #waste',
      'FixMyStreet: lets residents report potholes and street faults on a map #pothole #reporter #resident',
      'GOV.UK Notify: sends texts, emails and letters to residents about their case #progress #reporter #resident',
      'Idox: runs planning applications from validation to decision #validation #application',
    ],
  },
  {
    // 'Confirm' is an everyday word; in a council it is the highways asset system.
    domains: ['publicServices'],
    only: true,
    whole: true,
    tools: ['Confirm: records highway assets, inspections and repair jobs #inspection #pothole #road'],
  },
  {
    domains: ['governmentPolicy', 'research'],
    tools: [
      'Citizen Space: runs public consultations online and gathers the responses #consultation #public',
      'SmartSurvey: collects survey answers from the public #consultation #research',
      'Stata: runs statistical analysis on survey and administrative data #evidence #method #evaluation',
    ],
  },
  {
    // 'Objective' is an everyday word; in a government department it is the document store.
    domains: ['governmentPolicy'],
    only: true,
    whole: true,
    tools: [
      'Objective: files submissions and papers with their security marking and versions #submission #ministerial',
    ],
  },
  {
    // Everyday words as names: they match only when written whole, never inside a longer name.
    domains: ['healthcare', 'emergencyCare', 'primaryCare'],
    whole: true,
    tools: ['Epic: holds the shared patient record #handoff #data'],
  },
];
