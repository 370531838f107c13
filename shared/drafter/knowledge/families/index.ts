import type { Domain } from '../../types';
import { funeral, personalCare, repairShop } from './everyday';
import { association, faith } from './membership';
import { justice } from './justice';
import { community, volunteering, youth } from './communities';
import { gardening } from './gardening';
import { dentistry, mentalHealth, pharmacy, socialCare } from './care';
import { earlyYears, training, university } from './education';
import { library, museum, performingArts } from './culture';
import { events, sport, visualArts } from './sportEvents';
import { newsMedia, platformOps, telecoms } from './information';
import { foodProduction, textiles } from './making';
import { energy, wasteRecycling } from './utilities';
import { maritime } from './maritime';
import { aviation, postalCourier, publicTransport } from './moving';
import { vehicleRepair } from './vehicleRepair';
import { farming, fishing, forestry } from './primary';
import { mining } from './mining';
import { accounting, architecture, veterinary } from './professional';
import { insurance, realEstate } from './insuranceProperty';
import { contactCentre, facilities, tourism } from './support';
import { security } from './security';

/**
 * The domain families added for issue 16, drawn from ISIC Rev. 4 sections and divisions plus
 * households' neighbours: communities, volunteering, youth groups, arts and sport.
 */
export const FAMILIES: readonly Domain[] = [
  farming,
  forestry,
  fishing,
  mining,
  foodProduction,
  textiles,
  energy,
  wasteRecycling,
  vehicleRepair,
  aviation,
  publicTransport,
  maritime,
  postalCourier,
  newsMedia,
  telecoms,
  platformOps,
  insurance,
  realEstate,
  accounting,
  architecture,
  veterinary,
  facilities,
  tourism,
  contactCentre,
  security,
  earlyYears,
  university,
  training,
  pharmacy,
  dentistry,
  mentalHealth,
  socialCare,
  performingArts,
  museum,
  library,
  sport,
  events,
  visualArts,
  personalCare,
  faith,
  association,
  repairShop,
  funeral,
  justice,
  community,
  volunteering,
  youth,
  gardening,
];
