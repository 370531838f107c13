import type { SpineDb } from '../db/db';

// Claim tokens of maps the server created for this device while anonymous (design §5 Identity).
// They live in `meta` under one key: a handful of maps at most, and no schema change needed.

const CLAIM_TOKENS_KEY = 'claimTokens';

/** Map id → claim token. */
export type ClaimTokens = Record<string, string>;

/** Every claim token this device still holds. */
export async function readClaimTokens(database: SpineDb): Promise<ClaimTokens> {
  const row = await database.meta.get(CLAIM_TOKENS_KEY);
  return row?.value && typeof row.value === 'object' ? { ...(row.value as ClaimTokens) } : {};
}

/** Keeps a map's claim token until a logged-in sync presents it. */
export async function rememberClaimToken(database: SpineDb, mapId: string, token: string): Promise<void> {
  await database.transaction('rw', database.meta, async () => {
    const tokens = await readClaimTokens(database);
    tokens[mapId] = token;
    await database.meta.put({ key: CLAIM_TOKENS_KEY, value: tokens });
  });
}

/** Drops tokens the server has answered for (claimed, already owned, or refused for good). */
export async function forgetClaimTokens(database: SpineDb, mapIds: readonly string[]): Promise<void> {
  await database.transaction('rw', database.meta, async () => {
    const tokens = await readClaimTokens(database);
    for (const id of mapIds) delete tokens[id];
    await database.meta.put({ key: CLAIM_TOKENS_KEY, value: tokens });
  });
}
