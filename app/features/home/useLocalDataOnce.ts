import { useEffect, useState } from 'react';
import { detectLocalData, hasLocalData } from '../../db/localData';

/**
 * Whether this device has local data (db/localData.ts), decided once when the component mounts, so a
 * section never swaps its content while it is being read; undefined while an older device (no
 * marker yet) is asked whether its database exists.
 */
export function useLocalDataOnce(): boolean | undefined {
  const [local, setLocal] = useState<boolean | undefined>(() => (hasLocalData() ? true : undefined));
  useEffect(() => {
    if (local !== undefined) return;
    let current = true;
    void detectLocalData().then((found) => {
      if (current) setLocal(found);
    });
    return () => {
      current = false;
    };
  }, [local]);
  return local;
}
