import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { nounWithin } from './lexicon';

// A general family gives way to the specialisation the boundary names (specialise.ts, made.ts): what a
// factory makes, what a boat catches, a practice, a courier, a nursery.
describe('a general family and its specialisations', () => {
  it('reads what a factory makes as the kind of making, through the lexicon', () => {
    expect(analyse('Chapati factory').primary.id).toBe('foodProduction');
    expect(analyse('Sock factory').primary.id).toBe('textiles');
    expect(analyse('Car factory').primary.id).toBe('manufacturing');
    // A product the family lists by name, which the lexicon does not know.
    expect(analyse('Kimchi factory').primary.id).toBe('foodProduction');
    // What is harvested names the harvest: timber is forestry's.
    expect(analyse('Timber harvesting contractors in the highlands').primary.id).toBe('forestry');
    expect(analyse('Chutney production for delis').primary.id).toBe('foodProduction');
    // Onboarding customers is customer success, whatever the product.
    expect(analyse('we onboard new gyms onto our booking software and too many churn').primary.id).toBe(
      'customerSuccess',
    );
  });

  it('reads boats named by their catch as fishing, and keeps a harbourmaster in shipping', () => {
    expect(analyse('Crab boats').primary.id).toBe('fishing');
    // The boats' evidence is the fishing's too: the water a boat floats on is no rival.
    expect(analyse('Crab boats').rival).toBeUndefined();
    // The lexicon files the catch: 'snapper' is a footballer first, a fish second.
    expect(analyse('Squid boats').primary.id).toBe('fishing');
    expect(analyse('I own two snapper boats out of Port Royal').primary.id).toBe('fishing');
    // The boats' evidence is one word's, however many hypernyms the lexicon files it under.
    expect(analyse('my uncle and I own two boats on the lake and the catch is going down').primary.id).toBe(
      'fishing',
    );
    expect(
      analyse('my dad and I run two lobster boats out of a tiny harbour and the catch paperwork is a pain')
        .primary.id,
    ).toBe('fishing');
    // Boats whose catch is named anywhere fish, however much else speaks of harbours and vessels.
    expect(
      analyse(
        'we are a small co-op of boat owners in Kochi and nobody agrees on how the catch gets split at the harbour',
      ).primary.id,
    ).toBe('fishing');
    const harbour = "I'm harbourmaster of a small port where fishing boats and yachts share the moorings";
    expect(analyse(harbour).primary.id).toBe('maritime');
    // A place of making is what it makes, wherever the product is named.
    expect(analyse('factory producing knitwear for export').primary.id).toBe('textiles');
  });

  it('reads a bookkeeper or a tax practice as an accountancy practice, and a finance team as finance', () => {
    for (const boundary of ['Bookkeeping', 'Tax practice', 'accountancy practice that mostly does farmers']) {
      expect(analyse(boundary).primary.id, boundary).toBe('accounting');
      expect(analyse(boundary).assumed, boundary).toBe(false);
    }
    expect(analyse('Accounts team at a hospital trust').primary.id).toBe('finance');
    // A staff team at an accountancy firm plays its sport.
    expect(analyse('Staff five-a-side team at an accountancy firm').primary.id).toBe('sport');
  });

  it('reads couriers as post and parcels, and a warehouse as logistics', () => {
    expect(analyse('Bike couriers').primary.id).toBe('postalCourier');
    expect(analyse('we are a courier company with motorbikes and parcels get lost').assumed).toBe(false);
    expect(analyse('Warehouse pickers on the night shift').primary.id).toBe('logistics');
  });

  it('reads a kindergarten or a childminder as early years, and a village school as a school', () => {
    expect(analyse('I run private kindergarten with 40 children and parents want reports').primary.id).toBe(
      'earlyYears',
    );
    expect(analyse('i run a childminding business from my home with six little ones').primary.id).toBe(
      'earlyYears',
    );
    expect(
      analyse('two-teacher school on an island where we teach eight classes in two rooms').primary.id,
    ).toBe('schools');
  });

  it('reads the words a family lists that the lexicon lacks or misreads', () => {
    expect(analyse('upholstery workshop').primary.id).toBe('textiles');
    // Words the compact lexicon lacks, which the families list.
    expect(analyse('Maize co-op').primary.id).toBe('farming');
    expect(analyse('Vocational centre').primary.id).toBe('training');
    expect(analyse('Palliative care team').primary.id).toBe('healthcare');
    // An operating theatre is a hospital's; an agent noun in -or hides no 'OR' (operating room) in its end.
    expect(analyse('operating theatre team').primary.id).toBe('healthcare');
    // So are the porters and the recovery of its theatres; a youth theatre is still a stage.
    expect(analyse('theatre porters').primary.id).toBe('healthcare');
    expect(analyse('Theatre recovery unit').primary.id).toBe('healthcare');
    expect(analyse('Youth theatre team').primary.id).toBe('performingArts');
    // Data engineering is the data platform's own phrase, not software's too: no guess between them.
    expect(analyse('data engineering team at a football club').primary.id).toBe('dataPlatform');
    // A tanker on the road carries water or fuel; WordNet's first tanker is a ship.
    expect(analyse('Water tanker drivers').primary.id).toBe('waterUtility');
    expect(analyse('fuel tanker drivers').primary.id).toBe('logistics');
    expect(analyse('oil tanker crew').primary.id).toBe('maritime');
    expect(nounWithin('erectors')).toBeUndefined();
    expect(analyse('Walk-in clinic inside a big-box store').primary.id).toBe('primaryCare');
    expect(analyse('Village doctor’s practice').primary.id).toBe('primaryCare');
  });
});
