import type { SpineMapContent } from './schemas/spineMap';
import type { Template } from './schemas/template';

/**
 * The map a template starts (Use Template): its boundary, five levels, industry and team size, with
 * the description as context. One rule for the server's create-spine-map and the app's offline use.
 */
export function templateToMapContent(template: Template): SpineMapContent {
  return {
    title: template.name,
    systemBoundary: template.systemBoundary,
    context: template.description,
    needs: template.needs,
    values: [...template.values],
    principles: [...template.principles],
    practices: [...template.practices],
    tools: [...template.tools],
    industry: template.industry,
    teamSize: template.teamSize,
    visibility: 'unlisted',
  };
}
