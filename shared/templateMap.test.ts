import { describe, expect, it } from 'vitest';
import { TEMPLATES } from './content/templates';
import { spineMapContentSchema } from './schemas/spineMap';
import { templateToMapContent } from './templateMap';

describe('templateToMapContent', () => {
  it('turns every bundled template into valid, unlisted map content with all five levels', () => {
    for (const template of TEMPLATES) {
      const content = templateToMapContent(template);
      expect(spineMapContentSchema.parse(content), template.id).toEqual(content);
      expect(content).toMatchObject({
        title: template.name,
        systemBoundary: template.systemBoundary,
        needs: template.needs,
        values: template.values,
        tools: template.tools,
        industry: template.industry,
        teamSize: template.teamSize,
        visibility: 'unlisted',
      });
    }
  });

  it('copies the lists, so editing the map never changes the template', () => {
    const template = TEMPLATES[0];
    if (!template) throw new Error('no templates');
    const content = templateToMapContent(template);
    content.values.push('Extra');
    expect(template.values).not.toContain('Extra');
  });
});
