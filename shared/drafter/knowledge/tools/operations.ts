import type { ToolGroup } from './types';

/** Tools of utilities, shops, kitchens and hotels, factories, building sites and warehouses. */
export const OPERATIONS_TOOLS: readonly ToolGroup[] = [
  {
    domains: ['waterUtility', 'retail', 'manufacturing'],
    tools: [
      'SCADA: monitors plants and networks in real time #operation #incident',
      'GIS: maps assets and the network #asset #data',
      'SAP: runs finance, purchasing and asset records #asset #data',
      'Maximo: manages assets and work orders #asset #maintenance',
      'Shopify: runs the online store and orders #stock #data',
    ],
  },
  {
    domains: ['hospitality'],
    tools: [
      'OpenTable: takes table bookings and keeps notes on each guest #briefing #guest',
      'ResDiary: manages covers, table plans and booking notes #briefing #guest',
      '7shifts: schedules restaurant shifts and handles swaps #rota',
      'Mews: holds reservations, room status and guest profiles #arrival #room #housekeeping',
      'Apicbase: costs recipes and tracks allergens and stock #allergen #stock #tasting',
    ],
  },
  {
    domains: ['manufacturing'],
    tools: [
      'CMMS: plans preventive maintenance and logs breakdowns #preventive #maintenance #downtime',
      'MES: tracks each order through the line with its scrap and downtime #scrap #production #downtime',
      'Minitab: runs capability studies and control charts #statistical #scrap',
      'UpKeep: logs work orders and maintenance checks from a phone #autonomous #preventive #maintenance',
      'Epicor: runs orders, materials and shop-floor scheduling #production #capacity',
      'QMS: keeps procedures, audits and corrective actions in one place #problem #complaint',
    ],
  },
  {
    // In a factory SAP plans materials and production rather than assets.
    domains: ['manufacturing'],
    only: true,
    tools: ['SAP: plans materials, purchasing and production orders #production #replenishment #supplier'],
  },
  {
    domains: ['construction', 'manufacturing', 'hospitality'],
    tools: [
      'Procore: keeps drawings, RFIs, diaries and snags for each project #diary #snagging #record',
      'Fieldwire: assigns tasks and snags on the drawings from site #snagging #lookahead',
      'Revit: models the building in 3D as the BIM model #bim #design',
      'Navisworks: combines the design models to find clashes before site #bim #design',
      'AutoCAD: produces 2D drawings and details #design',
      'CAD: draws plans, sections and details to scale #design',
      'MS Project: schedules the programme as a Gantt chart with dependencies #lookahead #planning',
      'Microsoft Project: schedules the programme as a Gantt chart with dependencies #lookahead #planning',
      'Primavera P6: schedules large programmes along their critical path #lookahead #planning',
      'SafetyCulture: runs inspections and safety checklists from a phone #walk #near #checklist',
    ],
  },
  {
    domains: ['logistics'],
    tools: [
      'Samsara: tracks vehicles, driver hours and safety events #driver #walkaround #fleet',
      'Webfleet: tracks vans and how they are driven #driver #fleet #walkaround',
      'Tachograph: records each driver’s driving time and rest #driver #fleet',
      'WMS: directs receiving, putaway, picking and stock counts #pick #slotting #cycle',
      'TMS: plans loads, routes and carrier bookings #route #dock',
      'Onfleet: sends drops to drivers and captures proof of delivery #proof #route #failed',
      'OptimoRoute: plans and reorders delivery routes #route #peak',
    ],
  },
  {
    // Everyday words as names: they match only when written whole, never inside a longer name.
    domains: ['retail', 'hospitality'],
    whole: true,
    tools: [
      'Square: handles checkout and sales data #data',
      'Toast: takes orders and payments and sends tickets to the kitchen #debrief #flow',
      'Deputy: builds staff rotas and records clock-ins #rota',
    ],
  },
];
