import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { secondSense } from './senses';

// A head's second sense, picked by the boundary's other words (senses.ts).
describe('reading a head by the words around it', () => {
  it('reads a library with contributors and issues as code, and a library branch as books', () => {
    expect(
      analyse('I maintain a library with 40 contributors and about 600 open issues and releases stall')
        .primary.id,
    ).toBe('openSource');
    // Read as code, the head is no evidence for books: no public library asked about beside it.
    const weather = analyse('I maintain a free weather station library on GitHub and issues are piling up');
    expect([weather.primary.id, weather.rival?.id]).toEqual(['openSource', undefined]);
    expect(analyse('Municipal library branch').primary.id).toBe('library');
    expect(analyse('Library at a secondary school').primary.id).not.toBe('openSource');
  });

  it('reads a collection of what people throw away as the bin round’s, and a museum’s as a museum’s', () => {
    const glass = analyse('glass collection for recycling');
    expect([glass.primary.id, glass.assumed]).toEqual(['wasteRecycling', false]);
    expect(analyse('collection of old bottles at a folk museum').primary.id).toBe('museum');
  });

  it('reads a shop that alters clothes as a tailor’s, and one that sells them as a shop', () => {
    expect(analyse('alterations shop').primary.id).toBe('textiles');
    expect(analyse('shop selling school uniforms').primary.id).toBe('retail');
  });

  it('reads a hospital’s theatres as where it operates, and a youth theatre as a stage', () => {
    expect(analyse('Theatres team at the county hospital').primary.id).toBe('healthcare');
    expect(analyse('Youth theatre team').primary.id).toBe('performingArts');
  });

  it('reads a pilot on a canal as a ship’s, unless aircraft are named, and a clinic for pets as a vet’s', () => {
    expect(analyse('Suez pilots').primary.id).toBe('maritime');
    expect(analyse('pilots flying for a boat charter airline').primary.id).toBe('aviation');
    expect(analyse('clinic for dogs and cats').primary.id).toBe('veterinary');
    expect(analyse('chippy on the high street frying fish').primary.id).toBe('hospitality');
    expect(analyse('drug and alcohol clinic').primary.id).toBe('mentalHealth');
  });

  it('reads a workshop for bikes or phones as a repair shop, and one for fixing processes as a meeting', () => {
    expect(analyse('workshop repairing e-bikes').primary.id).toBe('repairShop');
    expect(analyse('we run a workshop for fixing broken team processes').primary.id).toBe('retrospectives');
    expect(analyse('a workshop repairing tractors').primary.id).not.toBe('repairShop');
  });

  it('reads a shop or a workshop that cars wait in as a garage, unless it sells or makes things', () => {
    expect(analyse('my shop has 4 bays and two techs, and cars sit waiting on parts').primary.id).toBe(
      'vehicleRepair',
    );
    expect(analyse('Workshop that keeps a bus company fleet running').primary.id).toBe('vehicleRepair');
    // In either spelling: a tire shop fits tyres.
    expect(analyse('tire shop').primary.id).toBe('vehicleRepair');
    expect(analyse('a shop selling car parts and accessories').primary.id).not.toBe('vehicleRepair');
    expect(analyse('my uncle and I run a machine shop making spare parts for tractors').primary.id).toBe(
      'manufacturing',
    );
    expect(secondSense('shop', new Set(['car', 'plant']))).toBeUndefined();
  });

  it('reads a second sense beside the head too, and keeps an aircraft pilot by aviation words', () => {
    expect(analyse('anaesthetic team covering six theatres at the hospital').primary.id).toBe('healthcare');
    expect(analyse('locum vet covering small animal clinics').primary.id).toBe('veterinary');
    expect(analyse('bush pilots landing at a river airstrip').primary.id).toBe('aviation');
  });

  it('reads a show of animals as an event, but only as the head: a tent at a show is where it stands', () => {
    expect(analyse('we run the show for the county agricultural society').primary.id).toBe('events');
    expect(analyse('I help at the dog show every year').primary.id).toBe('events');
    expect(analyse('First aid tent at an agricultural show').primary.id).toBe('emergencyCare');
  });

  it('needs a cue word, not just any word beside the head', () => {
    expect(secondSense('library', new Set(['github']))).toBe('open source');
    expect(secondSense('library', new Set(['book', 'branch']))).toBeUndefined();
    expect(secondSense('bakery', new Set(['github']))).toBeUndefined();
  });
});
