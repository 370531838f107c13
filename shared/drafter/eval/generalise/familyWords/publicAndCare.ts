import type { FamilyWords } from './types';

/** Government, justice, education, health and social care (ISIC sections O–Q): subject, tell and near words per family id. */
export const PUBLIC_AND_CARE_WORDS: Readonly<Record<string, FamilyWords>> = {
  publicServices: {
    subject: ['resident', 'public', 'council', 'service', 'citizen'],
    tells: ['council tax'],
    near: [
      'governmentPolicy',
      'library',
      'emergencyServices',
      'socialCare',
      'wasteRecycling',
      'community',
      'justice',
    ],
  },
  governmentPolicy: {
    subject: ['policy', 'minister', 'evidence', 'public', 'consultation', 'government'],
    tells: ['minister', 'policy options'],
    near: ['publicServices', 'justice'],
  },
  justice: {
    subject: ['court', 'case', 'prison', 'offender', 'hearing', 'victim', 'justice', 'probation'],
    tells: ['offender', 'probation'],
    near: ['legal', 'publicServices', 'governmentPolicy', 'emergencyServices'],
  },
  emergencyServices: {
    subject: ['incident', 'call', 'crew', 'response', 'emergency'],
    tells: ['call handler', 'blue light'],
    near: ['emergencyCare', 'publicServices', 'security'],
  },
  schools: {
    subject: ['pupil', 'lesson', 'teach', 'class', 'school', 'learning'],
    tells: ['lesson plan', 'pupil', 'headteacher'],
    near: ['earlyYears', 'training', 'university', 'youth'],
  },
  earlyYears: {
    subject: ['child', 'parent', 'play', 'nursery', 'early years', 'toddler', 'baby', 'care'],
    tells: ['nursery', 'key person', 'toddler'],
    near: ['schools', 'household', 'youth'],
  },
  university: {
    subject: ['student', 'course', 'lecture', 'module', 'university', 'teaching', 'degree', 'research'],
    tells: ['degree', 'seminar'],
    near: ['schools', 'research', 'training'],
  },
  training: {
    subject: ['learner', 'course', 'trainer', 'session', 'skill', 'lesson', 'student', 'training'],
    tells: ['learner', 'trainer'],
    near: ['schools', 'university', 'peopleTeam'],
  },
  healthcare: {
    subject: ['patient', 'care', 'clinical', 'ward', 'nurse', 'clinic'],
    tells: ['early warning score', 'ward round', 'bed manager'],
    near: ['primaryCare', 'emergencyCare', 'mentalHealth', 'pharmacy', 'dentistry', 'socialCare'],
  },
  emergencyCare: {
    subject: ['patient', 'emergency', 'triage', 'ambulance', 'resus'],
    tells: ['resus', 'ambulance handover'],
    near: ['healthcare', 'emergencyServices'],
  },
  primaryCare: {
    subject: ['patient', 'appointment', 'gp', 'practice', 'prescription'],
    tells: ['appointment book', 'repeat prescription'],
    near: ['healthcare', 'pharmacy', 'mentalHealth'],
  },
  pharmacy: {
    subject: ['medicine', 'prescription', 'drug', 'dispens', 'pharmac', 'patient', 'dose'],
    tells: ['dispensing', 'prescription'],
    near: ['healthcare', 'primaryCare', 'retail', 'emergencyCare'],
  },
  dentistry: {
    subject: ['dental', 'dentist', 'patient', 'teeth', 'tooth', 'oral', 'appointment'],
    tells: ['dental', 'teeth', 'dentist'],
    near: ['healthcare', 'primaryCare'],
  },
  mentalHealth: {
    subject: ['client', 'therap', 'session', 'wellbeing', 'mental', 'counsel', 'support'],
    tells: ['psychotherapy', 'counselling session'],
    near: ['healthcare', 'primaryCare', 'socialCare'],
  },
  socialCare: {
    subject: ['resident', 'care', 'carer', 'visit', 'family', 'dignity', 'support', 'client'],
    tells: ['care plan'],
    near: ['healthcare', 'mentalHealth', 'publicServices', 'volunteering', 'community'],
  },
};
