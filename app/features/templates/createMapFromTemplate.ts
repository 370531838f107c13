import { z } from 'zod';
import { spineMapSchema } from '../../../shared/schemas/spineMap';
import type { Template } from '../../../shared/schemas/template';
import { templateToMapContent } from '../../../shared/templateMap';
import { ApiError, getJson } from '../../api/client';
import { saveNewMap } from '../../sync/mapWriter';
import { track } from '../analytics/track';
import { lazySchema } from '../../../shared/schemas/lazySchema';

const createdMapSchema = lazySchema(() => spineMapSchema.extend({ claimToken: z.string().optional() }));

/** Where the new map was made: by the server (already shared-ready) or only on this device (syncs later). */
export type CreatedFrom = 'server' | 'device';

/**
 * Use Template: online, the server creates the map (counting the use) and the device stores it with
 * its claim token; offline, or when the server cannot be reached, the device creates it locally and
 * the outbox syncs it later. A server refusal (e.g. 404, the template is gone) is thrown, not hidden.
 */
export async function createMapFromTemplate(
  template: Template,
  online: boolean = navigator.onLine,
): Promise<{ id: string; from: CreatedFrom }> {
  track('use_template', { templateId: template.id });
  if (online) {
    try {
      const created = await getJson(
        `/api/templates/${encodeURIComponent(template.id)}/create-spine-map`,
        createdMapSchema,
        { method: 'POST' },
      );
      const { claimToken, ...serverMap } = created;
      const id = await saveNewMap(serverMap, { serverMap, ...(claimToken ? { claimToken } : {}) });
      return { id, from: 'server' };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // A network failure (no route to the server, captive portal): fall back to a local map.
    }
  }
  const id = await saveNewMap(templateToMapContent(template));
  return { id, from: 'device' };
}
