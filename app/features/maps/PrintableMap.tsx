import type { SpineMap } from '../../../shared/schemas/spineMap';
import { SpineDiagram } from './SpineDiagram';

/** What "Print → Save as PDF" shows: the map alone, as a spine, on one page. */
export function PrintableMap({ map }: { map: SpineMap }) {
  return (
    <article className="hidden text-[11pt] print:block">
      <h1 className="text-2xl font-bold">{map.title}</h1>
      <p className="mt-1">{map.systemBoundary}</p>
      {map.context && <p className="mt-1 text-muted">{map.context}</p>}
      {(map.industry || map.teamSize) && (
        <p className="mt-1 text-sm text-muted">{[map.industry, map.teamSize].filter(Boolean).join(' · ')}</p>
      )}
      <SpineDiagram map={map} className="mt-4 gap-3" />
    </article>
  );
}
