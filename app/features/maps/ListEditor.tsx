import { ArrowDown, ArrowUp, Check, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { levelById, type ListLevelId } from '../../../shared/levels';
import type { MapItem } from '../../../shared/schemas/mapDoc';
import { MAP_LIMITS } from '../../../shared/schemas/spineMap';
import { LIST_FULL_MESSAGE } from '../../sync/mapWriter';
import { holdPendingEdit } from '../../sync/pendingEdits';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { Input } from '../../ui/Input';
import { LEVEL_STYLE } from './levelStyle';
import { ListItemText } from './ListItemText';
import { LevelPresenceMarker } from './presence/LevelPresenceMarker';
import type { ItemActions } from './useMapEditing';

type ListEditorProps = {
  level: ListLevelId;
  items: readonly MapItem[];
  actions: ItemActions;
  /** The map's id, so an item edit still open when the page goes away can be journaled. */
  mapId?: string;
};

/** Where focus goes after an action: a control of one row (by item id), or the new-item input. */
type FocusTarget = { id: string; control: 'up' | 'down' | 'edit' } | 'input';
/** A focus move waiting for the list to change (a move or a removal lands through Dexie). */
type PendingFocus = { target: FocusTarget; fallback?: FocusTarget; once: readonly MapItem[] | null };

/**
 * One level's list: add (Enter), edit, remove and reorder items, all by keyboard too. Every action
 * is an operation on one item by its id, so two quick adds are two items, and a pulled change
 * elsewhere in the list (an insert above, a removal) leaves an edit, its caret and its focus where
 * they were. An item edit left open is saved (and stays open) when the page is hidden or closed,
 * and saved when the editor unmounts (a route change).
 */
export function ListEditor({ level, items, actions, mapId }: ListEditorProps) {
  const info = levelById(level);
  const style = LEVEL_STYLE[level];
  const Icon = style.icon;
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<{ id: string; text: string } | null>(null);
  // An item removed elsewhere while being edited stays on screen (last) until saved or cancelled.
  const orphaned = editing !== null && !items.some((item) => item.id === editing.id);
  const rows = orphaned ? [...items, { id: editing.id, level, order: '', text: editing.text }] : items;
  const full = items.length >= MAP_LIMITS.items;
  // An open edit whose text differs from the item's is a pending edit (pendingEdits.ts). A blank
  // text would remove the item: that waits for an explicit save.
  const savedText = editing ? items.find((item) => item.id === editing.id)?.text : undefined;
  const unsaved = editing !== null && editing.text.trim() !== '' && editing.text.trim() !== savedText?.trim();
  const latest = useRef({ editing, unsaved, actions, mapId });
  useLayoutEffect(() => {
    latest.current = { editing, unsaved, actions, mapId };
  });
  useEffect(() => {
    if (!unsaved) return;
    return holdPendingEdit({
      flush: () => {
        const { editing: open, actions: act } = latest.current;
        return open ? act.setText(open.id, open.text) : undefined;
      },
      draft: () => {
        const { editing: open, mapId: id } = latest.current;
        return open && id ? { target: { mapId: id, itemId: open.id }, value: open.text.trim() } : null;
      },
    });
  }, [unsaved]);
  useEffect(
    () => () => {
      const { editing: open, unsaved: pending, actions: act } = latest.current;
      if (open && pending) void act.setText(open.id, open.text);
    },
    [],
  );
  const sectionRef = useRef<HTMLElement>(null);
  const pendingFocus = useRef<PendingFocus | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // Focus follows the action (issue 17): a moved row keeps its button, an edit returns to the row's
  // Edit button, a removal goes to the next row (or the input). A move or removal waits until the
  // new list has rendered (`once` = the list it was asked on), since moving a focused node blurs it.
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || pending.once === items) return;
    const find = (target: FocusTarget | undefined) =>
      target === undefined
        ? null
        : sectionRef.current?.querySelector<HTMLElement>(
            target === 'input' ? '[data-focus="input"]' : `[data-focus="${target.id}:${target.control}"]`,
          );
    const usable = (element: HTMLElement | null | undefined) =>
      element && !(element as HTMLButtonElement).disabled ? element : null;
    const element = usable(find(pending.target)) ?? usable(find(pending.fallback));
    pendingFocus.current = null;
    element?.focus();
  });
  const focusLater = (
    target: FocusTarget,
    options: { fallback?: FocusTarget; afterChange?: boolean } = {},
  ) => {
    pendingFocus.current = { target, fallback: options.fallback, once: options.afterChange ? items : null };
  };
  const move = (id: string, item: string, by: -1 | 1) => {
    const control = by < 0 ? 'up' : 'down';
    const index = items.findIndex((row) => row.id === id);
    const lands = index + by;
    // At the top (bottom) its Move up (down) is disabled: keep focus on the other one.
    const atEnd = lands <= 0 || lands >= items.length - 1;
    focusLater(
      { id, control },
      { fallback: atEnd ? { id, control: by < 0 ? 'down' : 'up' } : undefined, afterChange: true },
    );
    actions.move(level, id, by);
    setAnnouncement(`Moved “${item}” ${by < 0 ? 'up' : 'down'}`);
  };
  const remove = (id: string, item: string) => {
    const index = rows.findIndex((row) => row.id === id);
    const next = rows[index + 1] ?? rows[index - 1];
    focusLater(next && next.id !== id ? { id: next.id, control: 'edit' } : 'input', {
      fallback: 'input',
      afterChange: true,
    });
    actions.remove(id);
    setAnnouncement(`Removed “${item}”. Press Ctrl+Z to undo.`);
  };
  const stopEditing = (id: string) => {
    setEditing(null);
    focusLater({ id, control: 'edit' });
  };

  const add = () => {
    const text = draft.trim();
    if (!text || full) return;
    setDraft('');
    // Each add reads the map as stored when it runs, so Enter pressed twice quickly adds both.
    void actions.add(level, text).then((saved) => {
      // Not saved (a limit, a full disk): give the text back rather than lose it.
      if (!saved) setDraft((current) => current || text);
    });
  };
  const saveEdit = () => {
    if (!editing) return;
    // Removed meanwhile (by someone else): an edit beats a removal, as on the server.
    void actions.setText(editing.id, editing.text);
    stopEditing(editing.id);
  };
  const onEditKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      saveEdit();
    } else if (event.key === 'Escape' && editing) stopEditing(editing.id);
  };

  return (
    <section
      ref={sectionRef}
      className={cn('rounded-card border-l-4 bg-surface p-4 shadow-sm', style.border)}
      aria-labelledby={`${inputId}-h`}
      data-presence-level={level}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${inputId}-h`} className={cn('flex items-center gap-2 font-semibold', style.text)}>
          <Icon className="size-5" aria-hidden="true" /> {info.title}
          <span className="text-xs font-normal text-muted">({items.length})</span>
        </h2>
        <LevelPresenceMarker level={level} />
      </div>
      <p className="mb-3 text-xs text-muted">{info.description}</p>
      <ul className="flex flex-col gap-2">
        {rows.map(({ id, text: item }, index) => (
          <li key={id} className={cn('flex flex-wrap items-start gap-2 rounded-lg p-2', style.soft)}>
            {editing?.id === id ? (
              <>
                <Input
                  autoFocus
                  aria-label={`Edit ${info.title} item ${index + 1}`}
                  aria-describedby={orphaned ? `${inputId}-orphan` : undefined}
                  maxLength={MAP_LIMITS.item}
                  value={editing.text}
                  onChange={(event) => setEditing({ id, text: event.target.value })}
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
                  onClick={() => stopEditing(id)}
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
                    data-focus={`${id}:up`}
                    disabled={index === 0}
                    onClick={() => move(id, item, -1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Move "${item}" down`}
                    data-focus={`${id}:down`}
                    disabled={index === items.length - 1}
                    onClick={() => move(id, item, 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Edit "${item}"`}
                    data-focus={`${id}:edit`}
                    onClick={() => setEditing({ id, text: item })}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Remove "${item}"`}
                    onClick={() => remove(id, item)}
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
          data-focus="input"
          aria-label={`New ${info.title} item`}
          placeholder={full ? `At most ${MAP_LIMITS.items} items` : 'Name: detail — press Enter to add'}
          aria-describedby={full ? `${inputId}-full` : undefined}
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
      {full && (
        <p id={`${inputId}-full`} className="no-print mt-2 text-xs text-muted">
          {LIST_FULL_MESSAGE}
        </p>
      )}
      {/* Moves and removals are announced; the text stays until the next one. */}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
