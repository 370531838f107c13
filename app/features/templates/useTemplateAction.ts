import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { Template } from '../../../shared/schemas/template';
import { toast } from '../../ui/toastStore';
import { createMapFromTemplate } from './createMapFromTemplate';

/** Use Template for the templates screen: creates the map, says so, and goes to /catalogue (spec §2). */
export function useTemplateAction(): { applyTemplate: (template: Template) => Promise<void>; pendingId: string | null } {
  const navigate = useNavigate();
  const [pendingId, setPendingId] = useState<string | null>(null);

  async function applyTemplate(template: Template): Promise<void> {
    if (pendingId) return;
    setPendingId(template.id);
    try {
      const { from } = await createMapFromTemplate(template);
      toast(
        from === 'server'
          ? { title: 'Spine map created', description: `"${template.name}" is now in your library.` }
          : {
              title: 'Spine map created on this device',
              description: `"${template.name}" is saved here and will sync when you are back online.`,
            },
      );
      await navigate({ to: '/catalogue' });
    } catch (error) {
      toast({
        title: 'Could not use template',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setPendingId(null);
    }
  }

  return { applyTemplate, pendingId };
}
