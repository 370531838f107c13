import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import {
  answersCalls,
  collectsRecyclables,
  designsBuildings,
  fixesDevices,
  looksAfterCustomers,
  servicesVehicles,
  suppliesTrade,
} from './objects';

// What people do to things (objects.ts): the things a sentence collects, answers, supplies, looks after,
// services, designs, fixes or teaches for name the work, whoever does it.
describe('reading the work by what it is done to', () => {
  it('reads collecting things for reuse as recycling, whoever collects them', () => {
    expect(
      analyse('we collect plastic bottles from hotels along the beach and the sorting is chaos').primary.id,
    ).toBe('wasteRecycling');
    expect(
      analyse("we're a social enterprise collecting glass and cardboard from pubs in Dublin").primary.id,
    ).toBe('wasteRecycling');
    expect(collectsRecyclables('we collect rent from forty tenants')).toBe(false);
    // Used bottles and cardboard bought from pickers are recycled, whatever sells them on.
    expect(
      analyse('I run a small junk shop buying plastic bottles and cardboard from scavengers').primary.id,
    ).toBe('wasteRecycling');
    expect(collectsRecyclables('we buy flowers from growers')).toBe(false);
  });

  it('reads answering the phones for someone as a contact centre’s work, not a telephone network’s', () => {
    const answering = analyse('we answer phones for an energy supplier and the queue is long every winter');
    expect(answering.primary.id).toBe('contactCentre');
    expect(answering.assumed).toBe(false);
    expect(analyse('i take calls from home as a virtual agent for a telco').primary.id).toBe('contactCentre');
    // A garage whose owner's wife answers the phone is a garage; a 999 room handling calls is no call centre.
    expect(answersCalls('my husband runs a garage and i answer the phone', 'garage')).toBe(false);
    expect(analyse('999 control room handling calls for the county').primary.id).toBe('emergencyServices');
  });

  it('reads a kitchen or bakery that supplies other businesses as food made for the trade', () => {
    expect(analyse('Bakery that supplies the mine canteens').primary.id).toBe('foodProduction');
    expect(analyse('cook-freeze kitchen making school dinners for the council').primary.id).toBe(
      'foodProduction',
    );
    // A kitchen that cooks for its own guests is hospitality.
    expect(analyse('kitchen team for a hotel').primary.id).toBe('hospitality');
    expect(suppliesTrade('kitchen team for a hotel', 'kitchen')).toBe(false);
  });

  it('reads looking after the customers of a product as customer success, whoever the customers are', () => {
    expect(
      analyse('we look after schools that use our homework app, and churn spikes every July').primary.id,
    ).toBe('customerSuccess');
    // Looking after a platform, or a museum's collection, is not looking after customers.
    expect(looksAfterCustomers('I look after the kubernetes cluster and the platform falls over')).toBe(
      false,
    );
    expect(analyse('I look after the collection at a small local museum').primary.id).toBe('museum');
  });

  it('reads keeping road vehicles going as a garage’s work, whoever owns them', () => {
    expect(analyse("Workshop maintaining the council's bin lorries and gritters").primary.id).toBe(
      'vehicleRepair',
    );
    expect(analyse('workshop maintaining the ambulance fleet').primary.id).toBe('vehicleRepair');
    // Aircraft upkeep is aviation's, and a service that is not a verb services nothing.
    expect(servicesVehicles('we maintain a small fleet of turboprops for an island airline')).toBe(false);
    expect(servicesVehicles('the breakfast service is chaos when a tour bus arrives')).toBe(false);
  });

  it('reads designing buildings as an architect’s work', () => {
    expect(
      analyse('We design schools, libraries and sports halls and drawing revisions are a nightmare').primary
        .id,
    ).toBe('architecture');
    expect(analyse('we design houses in Chiang Mai and drawings go back and forth').primary.id).toBe(
      'architecture',
    );
    expect(designsBuildings('Design team for a church building project')).toBe(true);
    // A design office, websites and apps design no building.
    expect(designsBuildings('Design office at a car plant')).toBe(false);
    expect(designsBuildings('we design websites for restaurants')).toBe(false);
    // Drawing up a building is designing it, and a studio that does is an architect's.
    expect(analyse('Design studio drawing up a new cancer centre').primary.id).toBe('architecture');
    expect(analyse('Design agency branding breweries').primary.id).toBe('creativeAgency');
    // A centre is a building only as what is designed, not as a word before it.
    expect(designsBuildings('we design data centre cooling systems')).toBe(false);
  });

  it('reads fixing machines and appliances as repair work, whatever else their names say', () => {
    expect(
      analyse('we fix TVs, fridges and phones in Kariakoo and customers never collect devices').primary.id,
    ).toBe('repairShop');
    expect(analyse('we fix coffee machines for cafes around Melbourne').primary.id).toBe('repairShop');
    // Taps, bugs and cars are fixed by others: facilities, developers, garages.
    expect(fixesDevices('I fix leaking taps and change lightbulbs in the building', 'fix')).toBe(false);
    expect(fixesDevices('I fix bugs and review pull requests', 'fix')).toBe(false);
    expect(analyse('I fix cars out of my yard').primary.id).toBe('vehicleRepair');
    // A radio is broadcasting first and a set second: repaired, it is the set.
    expect(analyse('Radio and TV repairs').primary.id).toBe('repairShop');
    expect(analyse('I repair radios and TVs in the market').primary.id).toBe('repairShop');
    expect(fixesDevices('I repair roads and bridges', 'repair')).toBe(false);
    expect(analyse('Community radio station').primary.id).toBe('newsMedia');
  });

  it('reads teaching people for their work as training, not a school', () => {
    expect(analyse('I teach food hygiene to catering staff').primary.id).toBe('training');
    expect(analyse('barista courses for hotel staff').assumed).toBe(false);
    expect(analyse('I teach grade 5 in a village school').primary.id).toBe('schools');
  });
});
