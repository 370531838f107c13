import { ArrowDown, ArrowUp, Check, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { levelById, type ListLevelId } from '../../../shared/levels';
import { MAP_LIMITS } from '../../../shared/schemas/spineMap';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { Input } from '../../ui/Input';
import { useItemKeys } from './itemKeys';
import { LEVEL_STYLE } from './levelStyle';
import { ListItemText } from './ListItemText';
import { LevelPresenceMarker } from './presence/LevelPresenceMarker';

type ListEditorProps = { level: ListLevelId; items: readonly string[]; onChange: (items: string[]) => void };

/** Moves an item one place up (-1) or down (+1); out-of-range moves return the list unchanged. */
export function moveItem(items: readonly string[], index: number, by: -1 | 1): string[] {
  const next = [...items];
  const target = index + by;
  if (target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/**
 * One level's list: add (Enter), edit, remove and reorder items, all by keyboard too. The item
 * being edited is known by its key, not its position, so a pulled change elsewhere in the list
 * (an insert above it, a removal) leaves the edit, its caret and its focus where they were.
 */
export function ListEditor({ level, items, onChange }: ListEditorProps) {
  const info = levelById(level);
  const style = LEVEL_STYLE[level];
  const Icon = style.icon;
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<{ key: string; text: string } | null>(null);
  const keyed = useItemKeys(items);
  // An item removed elsewhere while being edited stays on screen (last) until saved or cancelled.
  const orphaned = editing !== null && !keyed.some((item) => item.key === editing.key);
  const rows = orphaned ? [...keyed, { key: editing.key, text: editing.text }] : keyed;
  const full = items.length >= MAP_LIMITS.items;

  const add = () => {
    const text = draft.trim();
    if (!text || full) return;
    onChange([...items, text]);
    setDraft('');
  };
  const saveEdit = () => {
    if (!editing) return;
    const text = editing.text.trim();
    const index = keyed.findIndex((item) => item.key === editing.key);
    const next = [...items];
    // Removed meanwhile (by someone else): an edit beats a delete, as in the server's merge.
    if (index < 0) {
      if (text) next.push(text);
    } else if (text) next[index] = text;
    else next.splice(index, 1);
    onChange(next);
    setEditing(null);
  };
  const onEditKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      saveEdit();
    } else if (event.key === 'Escape') setEditing(null);
  };

  return (
    <section
      className={cn('rounded-card border-l-4 bg-surface p-4 shadow-sm', style.border)}
      aria-labelledby={`${inputId}-h`}
      data-presence-level={level}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={`${inputId}-h`} className={cn('flex items-center gap-2 font-semibold', style.text)}>
          <Icon className="size-5" aria-hidden="true" /> {info.title}
          <span className="text-xs font-normal text-muted">({items.length})</span>
        </h3>
        <LevelPresenceMarker level={level} />
      </div>
      <p className="mb-3 text-xs text-muted">{info.description}</p>
      <ul className="flex flex-col gap-2">
        {rows.map(({ key, text: item }, index) => (
          <li key={key} className={cn('flex flex-wrap items-start gap-2 rounded-lg p-2', style.soft)}>
            {editing?.key === key ? (
              <>
                <Input
                  autoFocus
                  aria-label={`Edit ${info.title} item ${index + 1}`}
                  aria-describedby={orphaned ? `${inputId}-orphan` : undefined}
                  maxLength={MAP_LIMITS.item}
                  value={editing.text}
                  onChange={(event) => setEditing({ key, text: event.target.value })}
                  onKeyDown={onEditKey}
                  className="flex-1"
                />
                <Button size="icon" variant="ghost" aria-label="Save item" onClick={saveEdit}>
                  <Check aria-hidden="true" />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label="Cancel editing"
                  onClick={() => setEditing(null)}
                >
                  <X aria-hidden="true" />
                </Button>
                {orphaned && (
                  <p id={`${inputId}-orphan`} className="basis-full text-xs text-muted">
                    This item was removed on another device. Save to keep your version.
                  </p>
                )}
              </>
            ) : (
              <>
                <div className="min-w-0 flex-1 py-1">
                  <ListItemText text={item} />
                </div>
                <div className="no-print flex shrink-0 gap-0.5">
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Move "${item}" up`}
                    disabled={index === 0}
                    onClick={() => onChange(moveItem(items, index, -1))}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Move "${item}" down`}
                    disabled={index === items.length - 1}
                    onClick={() => onChange(moveItem(items, index, 1))}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Edit "${item}"`}
                    onClick={() => setEditing({ key, text: item })}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Remove "${item}"`}
                    onClick={() => onChange(items.filter((_, position) => position !== index))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      <div className="no-print mt-3 flex gap-2">
        <Input
          id={inputId}
          aria-label={`New ${info.title} item`}
          placeholder={full ? `At most ${MAP_LIMITS.items} items` : 'Name: detail — press Enter to add'}
          maxLength={MAP_LIMITS.item}
          disabled={full}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button
          variant="outline"
          onClick={add}
          disabled={!draft.trim() || full}
          aria-label={`Add ${info.title} item`}
        >
          <Plus aria-hidden="true" /> Add
        </Button>
      </div>
    </section>
  );
}
