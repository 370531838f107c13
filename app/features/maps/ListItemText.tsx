import { parseListItem } from '../../../shared/listItem';

/** A list item as spec §3 shows it: the name in bold, the detail (if any) below. */
export function ListItemText({ text }: { text: string }) {
  const { name, detail } = parseListItem(text);
  return (
    <span className="flex min-w-0 flex-col">
      <strong className="font-semibold break-words hyphens-auto text-ink">{name}</strong>
      {detail && <span className="text-sm break-words hyphens-auto text-muted">{detail}</span>}
    </span>
  );
}
