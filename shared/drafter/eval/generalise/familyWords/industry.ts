import type { FamilyWords } from './types';

/** Goods, energy, building and moving things (ISIC sections A–H): subject, tell and near words per family id. */
export const INDUSTRY_WORDS: Readonly<Record<string, FamilyWords>> = {
  farming: {
    subject: [
      'farm',
      'crop',
      'harvest',
      'field',
      'soil',
      'livestock',
      'animal',
      'grape',
      'vine',
      'herd',
      'milk',
    ],
    tells: ['livestock', 'crop rotation'],
    near: ['foodProduction', 'gardening', 'forestry'],
  },
  forestry: {
    subject: ['forest', 'tree', 'woodland', 'timber', 'felling'],
    tells: ['timber', 'felling', 'woodland'],
    near: ['farming', 'gardening'],
  },
  fishing: {
    subject: ['fish', 'catch', 'vessel', 'boat', 'sea', 'quota', 'net'],
    tells: ['landings', 'fishing'],
    near: ['maritime', 'foodProduction'],
  },
  mining: {
    subject: ['mine', 'ore', 'quarry', 'extraction', 'underground', 'blast', 'rock', 'well'],
    tells: ['ore', 'blasting', 'tailings'],
    near: ['energy', 'manufacturing'],
  },
  manufacturing: {
    subject: ['production', 'line', 'quality', 'machine', 'defect', 'plant', 'product'],
    tells: ['oee', 'kaizen', 'takt'],
    near: ['foodProduction', 'textiles', 'mining', 'energy'],
  },
  foodProduction: {
    subject: [
      'food',
      'recipe',
      'batch',
      'ingredient',
      'hygiene',
      'bake',
      'brew',
      'wine',
      'beer',
      'bread',
      'cheese',
    ],
    tells: ['haccp', 'allergen', 'ingredient'],
    near: ['manufacturing', 'hospitality', 'farming', 'retail'],
  },
  textiles: {
    subject: ['garment', 'fabric', 'sewing', 'textile', 'pattern', 'stitch', 'clothing'],
    tells: ['fabric', 'garment', 'sewing'],
    near: ['manufacturing', 'visualArts'],
  },
  energy: {
    subject: ['power', 'energy', 'grid', 'electricity', 'generation', 'turbine', 'solar', 'outage'],
    tells: ['turbine', 'megawatt'],
    near: ['waterUtility', 'mining'],
  },
  waterUtility: {
    subject: ['water', 'pipe', 'leak', 'supply', 'network', 'wastewater'],
    tells: ['scada', 'acoustic leak', 'reservoir', 'hydrant', 'wastewater'],
    near: ['energy', 'wasteRecycling'],
  },
  wasteRecycling: {
    subject: ['waste', 'recycling', 'collection', 'bin', 'landfill', 'material'],
    tells: ['landfill', 'bin round', 'waste transfer'],
    near: ['waterUtility', 'publicServices'],
  },
  construction: {
    subject: ['site', 'build', 'construction', 'contractor', 'safety', 'project'],
    tells: ['snagging'],
    near: ['architecture', 'realEstate', 'facilities'],
  },
  logistics: {
    subject: ['shipment', 'delivery', 'warehouse', 'freight', 'route', 'stock', 'order'],
    tells: ['pick rate', 'proof of delivery', 'cross-dock'],
    near: ['postalCourier', 'maritime', 'retail', 'publicTransport'],
  },
  vehicleRepair: {
    subject: ['vehicle', 'car', 'repair', 'service', 'mechanic', 'part', 'garage'],
    tells: ['mot test', 'mechanic'],
    near: ['repairShop', 'publicTransport'],
  },
  aviation: {
    subject: ['aircraft', 'flight', 'airport', 'airworth', 'pilot', 'crew', 'maintenance'],
    tells: ['airworthiness', 'aircraft'],
    near: ['publicTransport', 'logistics', 'tourism'],
  },
  publicTransport: {
    subject: ['passenger', 'bus', 'train', 'route', 'timetable', 'driver', 'station', 'tram', 'rail'],
    tells: ['passenger'],
    near: ['logistics', 'aviation', 'maritime'],
  },
  maritime: {
    subject: ['vessel', 'ship', 'port', 'cargo', 'crew', 'berth', 'sea', 'dock'],
    tells: ['berth', 'vessel', 'harbour'],
    near: ['logistics', 'fishing'],
  },
  postalCourier: {
    subject: ['parcel', 'delivery', 'courier', 'post', 'mail', 'round', 'route'],
    tells: ['parcel', 'courier', 'sorting office'],
    near: ['logistics'],
  },
};
