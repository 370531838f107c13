import { useCallback, useEffect, useState } from 'react';
import type { MembersResponse } from '../../../shared/schemas/members';
import { errorText } from '../auth/errorText';
import { fetchMembers } from './teamApi';

/** The members card's data: loading (undefined), an error text, or the team; `reload` asks again. */
export function useMembers(mapId: string, key: unknown) {
  const [state, setState] = useState<{ team?: MembersResponse; error?: string }>({});

  const reload = useCallback(() => {
    fetchMembers(mapId)
      .then((team) => setState({ team }))
      .catch((failure: unknown) => setState({ error: errorText(failure, 'Could not load the team') }));
  }, [mapId]);

  // `key` moving (the device's role on the map, or the live channel saying the team changed) means ask again.
  useEffect(reload, [reload, key]);

  return { ...state, reload };
}
