import { inTransaction, type SpineDb, type SpineTables } from '../db/db';

// Claim tokens of maps the server created for this device while anonymous (design §5 Identity).
// They live in `meta` under one key: a handful of maps at most, and no schema change needed.

const CLAIM_TOKENS_KEY = 'claimTokens';

/** Map id → claim token. */
export type ClaimTokens = Record<string, string>;

/** Every claim token this device still holds. */
export async function readClaimTokens(database: SpineTables): Promise<ClaimTokens> {
  const row = await database.meta.get(CLAIM_TOKENS_KEY);
  return row?.value && typeof row.value === 'object' ? { ...(row.value as ClaimTokens) } : {};
}

/** Keeps a map's claim token until a logged-in sync presents it. Call inside a transaction over `meta`. */
export async function rememberClaimToken(tx: SpineTables, mapId: string, token: string): Promise<void> {
  const tokens = await readClaimTokens(tx);
  tokens[mapId] = token;
  await tx.meta.put({ key: CLAIM_TOKENS_KEY, value: tokens });
}

/** Drops tokens the server has answered for (claimed, already owned, or refused for good). */
export async function forgetClaimTokens(database: SpineDb, mapIds: readonly string[]): Promise<void> {
  await inTransaction(database, 'rw', ['meta'], async (tx) => {
    const tokens = await readClaimTokens(tx);
    for (const id of mapIds) delete tokens[id];
    await tx.meta.put({ key: CLAIM_TOKENS_KEY, value: tokens });
  });
}
