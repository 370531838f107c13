import { describe, expect, it } from 'vitest';
import type { MapOp } from '../schemas/mapOps';
import { applyOps, emptyDoc } from './applyOps';
import { contentEdits } from './contentOps';
import { stampEdit } from './edits';
import { encodeHlc } from './hlc';
import { legacyDoc, legacyItemId, translateLegacy } from './legacy';
import { materialize } from './materialize';

const context = { actorId: 'u', nowIso: '2026-01-01T00:00:00.000Z' };
const at = (ms: number, node = 'a') => encodeHlc({ ms, counter: 0, node });
let next = 0;
const newId = () => `n${(next += 1)}`;

/** A doc showing `content`, built by the edits that make it. */
function docOf(content: Record<string, unknown>, hlc = at(1)) {
  const doc = emptyDoc();
  const ops = contentEdits(doc, content, newId).map((edit) => stampEdit(doc, edit, hlc));
  return applyOps(doc, ops, context).doc;
}
const apply = (doc: ReturnType<typeof docOf>, edits: ReturnType<typeof contentEdits>, hlc: string) =>
  applyOps(doc, edits.map((edit) => stampEdit(doc, edit, hlc)), context).doc;

describe('contentEdits', () => {
  const start = docOf({ title: 'Map', systemBoundary: 'B', tools: ['Wiki', 'Chat', 'Board: kanban'] });
  const ids = Object.fromEntries(materialize(start).items.map((item) => [item.text, item.id]));

  it('keeps the ids of unchanged items and touches nothing else', () => {
    expect(contentEdits(start, { tools: ['Wiki', 'Chat', 'Board: kanban'], title: 'Map' }, newId)).toEqual([]);
  });

  it('reads a changed text as an edit of the same item, and an unrelated one as remove plus add', () => {
    const edits = contentEdits(start, { tools: ['Wiki: team pages', 'Slack', 'Board: kanban'] }, newId);
    expect(edits).toEqual(
      expect.arrayContaining([
        { type: 'text', item: ids.Wiki, text: 'Wiki: team pages' },
        { type: 'remove', item: ids.Chat },
        expect.objectContaining({ type: 'add', text: 'Slack', level: 'tools' }),
      ]),
    );
    expect(edits.some((edit) => edit.type === 'move' && edit.item === ids['Board: kanban'])).toBe(false);
  });

  it('moves only the item that moved', () => {
    const edits = contentEdits(start, { tools: ['Board: kanban', 'Wiki', 'Chat'] }, newId);
    expect(edits).toEqual([{ type: 'move', item: ids['Board: kanban'], order: expect.any(String) as string }]);
    expect(materialize(apply(start, edits, at(2))).content.tools).toEqual(['Board: kanban', 'Wiki', 'Chat']);
  });

  it('brings back a removed item under its old id', () => {
    const without = apply(start, contentEdits(start, { tools: ['Wiki', 'Board: kanban'] }, newId), at(2));
    const back = contentEdits(without, { tools: ['Wiki', 'Chat', 'Board: kanban'] }, newId);
    expect(back).toEqual([expect.objectContaining({ type: 'add', item: ids.Chat, text: 'Chat' })]);
  });

  it('clears an optional field given blank and ignores bookkeeping', () => {
    const doc = docOf({ title: 'Map', systemBoundary: 'B', context: 'Some' });
    expect(contentEdits(doc, { context: '', id: 'x', rev: 3 }, newId)).toEqual([{ type: 'set', field: 'context', value: null }]);
  });
});

describe('translating an older app’s patch', () => {
  const mapId = 'm1';
  const base = legacyDoc(mapId, { title: 'Map', systemBoundary: 'B', needs: '', values: ['Speed'] }, 3);

  it('keeps an item someone else added since the base the patch was written on', () => {
    const current = applyOps(base, [{ type: 'add', item: 'other', level: 'values', order: 'a5', text: 'Hotel', hlc: at(5, 'b') }], context).doc;
    const ops = translateLegacy(mapId, { type: 'upsert', patch: { values: ['Speed', 'Calm'] }, hlc: at(6) }, base, current);
    const result = applyOps(current, ops, context);
    expect(materialize(result.doc).content.values).toEqual(['Speed', 'Calm', 'Hotel']);
    expect(ops).toEqual([expect.objectContaining({ type: 'add', item: legacyItemId(mapId, 'values', 'Calm') })]);
    expect(result.conflicts).toEqual([]);
  });

  it('records the title it overwrote when someone changed it since its base, and nothing when nobody did', () => {
    const changed = applyOps(base, [{ type: 'set', field: 'title', value: 'Theirs', prev: null, hlc: at(5, 'b') }], context).doc;
    const patch = { type: 'upsert' as const, patch: { title: 'Mine' }, hlc: at(6) };
    expect(applyOps(changed, translateLegacy(mapId, patch, base, changed), context).conflicts).toEqual([
      expect.objectContaining({ field: 'title', keptValue: 'Mine', lostValue: 'Theirs' }),
    ]);
    expect(applyOps(base, translateLegacy(mapId, patch, base, base), context).conflicts).toEqual([]);
  });

  it('does not remove an item someone edited since the base (an edit beats a removal)', () => {
    const id = legacyItemId(mapId, 'values', 'Speed');
    const edited = applyOps(base, [{ type: 'text', item: id, text: 'Speed: fast', prev: null, hlc: at(5, 'b') }], context).doc;
    const ops: MapOp[] = translateLegacy(mapId, { type: 'upsert', patch: { values: [] }, hlc: at(6) }, base, edited);
    expect(materialize(applyOps(edited, ops, context).doc).content.values).toEqual(['Speed: fast']);
  });

  it('derives the same item ids for the same text on every side', () => {
    expect(legacyItemId('m1', 'values', 'Speed')).toBe(legacyItemId('m1', 'values', '  speed '));
    expect(legacyItemId('m1', 'values', 'Speed')).not.toBe(legacyItemId('m2', 'values', 'Speed'));
    expect(legacyItemId('m1', 'values', 'Speed')).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
  });
});
