import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { MAP_LIMITS } from '../../../shared/schemas/spineMap';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Input } from '../../ui/Input';
import { Label } from '../../ui/Label';
import { toast } from '../../ui/toastStore';
import { saveNewMap } from '../../sync/mapWriter';
import { track } from '../analytics/track';

/** Starts an empty map from a title and a system boundary (the two fields a map cannot lack). */
export function NewMapForm({
  onCreated,
  className,
}: {
  onCreated: (id: string) => void;
  className?: string;
}) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [boundary, setBoundary] = useState('');
  const ready = title.trim() !== '' && boundary.trim() !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    try {
      const mapId = await saveNewMap({
        title,
        systemBoundary: boundary,
        needs: '',
        values: [],
        principles: [],
        practices: [],
        tools: [],
      });
      track('create_map');
      onCreated(mapId);
    } catch (error) {
      toast({ title: 'Could not create the map', description: String(error), variant: 'destructive' });
    }
  };

  return (
    <Card className={className}>
      <Card.Header className="pb-3">
        <Card.Title as="h2">New map</Card.Title>
      </Card.Header>
      <Card.Content>
        <form
          onSubmit={(event) => void submit(event)}
          className="grid gap-4 sm:grid-cols-[1fr_2fr_auto] sm:items-end"
        >
          <div>
            <Label htmlFor={`${id}-title`}>Title</Label>
            <Input
              id={`${id}-title`}
              maxLength={MAP_LIMITS.title}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          </div>
          <div>
            <Label htmlFor={`${id}-boundary`}>System boundary</Label>
            <Input
              id={`${id}-boundary`}
              maxLength={MAP_LIMITS.systemBoundary}
              placeholder="e.g. Our customer support team"
              value={boundary}
              onChange={(event) => setBoundary(event.target.value)}
            />
          </div>
          <Button type="submit" disabled={!ready}>
            <Plus aria-hidden="true" /> New map
          </Button>
        </form>
      </Card.Content>
    </Card>
  );
}
