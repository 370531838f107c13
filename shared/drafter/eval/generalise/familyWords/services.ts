import type { FamilyWords } from './types';

/** Trade, hospitality, information, finance, professional and business services (ISIC sections G and I–N): subject, tell and near words per family id. */
export const SERVICES_WORDS: Readonly<Record<string, FamilyWords>> = {
  retail: {
    subject: ['shop', 'store', 'stock', 'customer', 'shelf', 'till', 'sale'],
    tells: ['planogram', 'stock-out'],
    near: ['sales', 'pharmacy', 'foodProduction'],
  },
  sales: {
    subject: ['deal', 'pipeline', 'buyer', 'customer', 'quota', 'prospect', 'sales', 'selling'],
    tells: ['prospect'],
    near: ['customerSuccess', 'retail', 'contactCentre', 'insurance', 'realEstate'],
  },
  customerSuccess: {
    subject: ['customer', 'account', 'renewal', 'onboarding', 'churn'],
    tells: ['churn', 'health score'],
    near: ['sales', 'product', 'contactCentre'],
  },
  contactCentre: {
    subject: ['call', 'caller', 'customer', 'agent', 'queue', 'contact'],
    tells: ['handling time', 'workforce management'],
    near: ['customerSuccess', 'sales', 'insurance', 'telecoms'],
  },
  hospitality: {
    subject: ['guest', 'kitchen', 'menu', 'service', 'room', 'booking', 'table'],
    tells: ['front of house', 'table turn'],
    near: ['tourism', 'events', 'foodProduction'],
  },
  tourism: {
    subject: [
      'traveller',
      'trip',
      'tour',
      'visitor',
      'booking',
      'holiday',
      'guest',
      'itinerar',
      'ride',
      'park',
    ],
    tells: ['itinerary', 'traveller'],
    near: ['hospitality', 'events', 'aviation', 'museum'],
  },
  software: {
    subject: ['code', 'software', 'release', 'deploy', 'bug', 'test', 'feature', 'build'],
    tells: ['pull request', 'code review', 'sprint'],
    near: ['product', 'openSource', 'dataPlatform', 'platformOps', 'retrospectives'],
  },
  product: {
    subject: ['product', 'user', 'customer', 'roadmap', 'discovery', 'feature'],
    tells: ['product requirements', 'a/b test'],
    near: ['software', 'customerSuccess', 'dataPlatform'],
  },
  openSource: {
    subject: ['contributor', 'maintainer', 'release', 'issue', 'project', 'code'],
    tells: ['maintainer', 'contributor'],
    near: ['software'],
  },
  dataPlatform: {
    subject: ['data', 'pipeline', 'dashboard', 'model', 'quality'],
    tells: ['data catalogue', 'dbt', 'data warehouse'],
    near: ['software', 'platformOps', 'product'],
  },
  platformOps: {
    subject: ['platform', 'cluster', 'infrastructure', 'service', 'deploy', 'incident', 'uptime', 'server'],
    tells: ['kubernetes', 'terraform', 'cluster'],
    near: ['software', 'dataPlatform', 'telecoms', 'openSource'],
  },
  retrospectives: {
    subject: ['retro', 'retrospective', 'meeting', 'action', 'improvement'],
    tells: ['retromat', 'action items'],
    near: ['software', 'product'],
  },
  newsMedia: {
    subject: [
      'story',
      'news',
      'editor',
      'reader',
      'audience',
      'publish',
      'journalis',
      'broadcast',
      'listener',
      'episode',
    ],
    tells: ['newsroom', 'byline', 'editorial'],
    near: ['creativeAgency', 'performingArts'],
  },
  telecoms: {
    subject: ['network', 'signal', 'broadband', 'mobile', 'telecom', 'fault', 'mast', 'fibre'],
    tells: ['broadband', 'fibre', 'phone mast'],
    near: ['platformOps', 'contactCentre'],
  },
  creativeAgency: {
    subject: ['client', 'brief', 'creative', 'campaign', 'design'],
    tells: ['creative brief', 'ad campaign'],
    near: ['newsMedia', 'visualArts', 'consulting'],
  },
  finance: {
    subject: ['finance', 'budget', 'cash', 'ledger', 'account', 'forecast', 'payment'],
    tells: ['month-end close', 'ledger'],
    near: ['accounting', 'insurance'],
  },
  insurance: {
    subject: ['claim', 'policy', 'policyholder', 'risk', 'underwrit', 'insur', 'premium'],
    tells: ['underwriting', 'policyholder', 'claims handler'],
    near: ['finance', 'contactCentre', 'sales'],
  },
  accounting: {
    subject: ['account', 'client', 'tax', 'bookkeep', 'return', 'ledger', 'audit'],
    tells: ['tax return', 'bookkeeping', 'year-end'],
    near: ['finance', 'consulting', 'legal'],
  },
  realEstate: {
    subject: ['property', 'tenant', 'landlord', 'letting', 'home', 'rent', 'lease', 'viewing'],
    tells: ['tenant', 'letting', 'landlord'],
    near: ['construction', 'facilities', 'sales', 'community'],
  },
  legal: {
    subject: ['legal', 'contract', 'client', 'matter', 'law', 'case'],
    tells: ['legal hold', 'matter file'],
    near: ['justice', 'consulting', 'accounting'],
  },
  consulting: {
    subject: ['client', 'engagement', 'consult', 'advice', 'proposal'],
    tells: ['engagement letter', 'billable'],
    near: ['accounting', 'legal', 'architecture', 'creativeAgency'],
  },
  architecture: {
    subject: ['design', 'drawing', 'building', 'client', 'site', 'architect', 'plan'],
    tells: ['planning permission', 'design drawings'],
    near: ['construction', 'consulting', 'visualArts'],
  },
  research: {
    subject: ['research', 'study', 'experiment', 'data', 'paper', 'lab', 'finding'],
    tells: ['preregistration', 'lab notebook'],
    near: ['university', 'dataPlatform'],
  },
  veterinary: {
    subject: ['animal', 'pet', 'owner', 'vet', 'clinic', 'treatment'],
    tells: ['veterinary', 'pets'],
    near: ['farming', 'healthcare'],
  },
  peopleTeam: {
    subject: ['people', 'hiring', 'employee', 'onboarding', 'staff', 'recruit'],
    tells: ['hiring manager', 'job description'],
    near: ['training'],
  },
  facilities: {
    subject: ['building', 'cleaning', 'clean', 'site', 'maintenance', 'facilit', 'contract'],
    tells: ['facilities helpdesk', 'caretaker'],
    near: ['security', 'construction', 'realEstate'],
  },
  security: {
    subject: ['site', 'patrol', 'guard', 'security', 'incident', 'officer', 'access'],
    tells: ['patrol', 'cctv', 'security officer'],
    near: ['facilities', 'emergencyServices', 'events'],
  },
};
