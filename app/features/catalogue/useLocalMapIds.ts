import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/db';
import { accountMaps } from '../../sync/deviceAccount';

const EMPTY: ReadonlySet<string> = new Set();

/** Ids of the maps on this device (not deleted): these cards say "Your map" and open in the editor. */
export function useLocalMapIds(): ReadonlySet<string> {
  return (
    useLiveQuery(async () => {
      const maps = await accountMaps(db);
      return new Set(maps.filter((map) => !map.deletedAt).map((map) => map.id));
    }) ?? EMPTY
  );
}
