import { spineMapTextSchema, type SpineMap, type SpineMapText } from '../../../shared/schemas/spineMap';

/** A map's exportable text (markdown, images): its content without sharing or sync fields. */
export function mapText(map: SpineMap): SpineMapText {
  const text: Record<string, unknown> = {};
  for (const key of Object.keys(spineMapTextSchema.shape)) {
    const value = (map as Record<string, unknown>)[key];
    if (value !== undefined) text[key] = value;
  }
  return text as SpineMapText;
}
