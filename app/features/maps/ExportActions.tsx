import { FileCode, FileDown, FileImage, FileJson, Printer } from 'lucide-react';
import { exportMarkdown, markdownFileName } from '../../../shared/markdown';
import type { SpineMap } from '../../../shared/schemas/spineMap';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { toast } from '../../ui/toastStore';
import { backupFileName, exportBackup } from './backup';
import { downloadExport } from './download';
import { mapText } from './mapText';
import { renderSpineSvg, svgToPng } from './spineImage';

const imageBase = (map: SpineMap) => markdownFileName(map.title).replace(/\.md$/, '');

/** Export one map: markdown (spec §7), JSON backup, SVG/PNG image of the spine, print. */
export function ExportActions({ map }: { map: SpineMap }) {
  const png = async () => {
    try {
      downloadExport(`${imageBase(map)}.png`, await svgToPng(renderSpineSvg(mapText(map))));
    } catch (error) {
      toast({ title: 'Could not create the image', description: String(error), variant: 'destructive' });
    }
  };
  return (
    <Card className="no-print">
      <Card.Header className="pb-3">
        <Card.Title as="h2">Export</Card.Title>
        <Card.Description>Keep a copy, or take the map elsewhere.</Card.Description>
      </Card.Header>
      <Card.Content className="grid grid-cols-2 gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            downloadExport(
              markdownFileName(map.title),
              exportMarkdown(mapText(map), new Date()),
              'text/markdown;charset=utf-8',
            )
          }
        >
          <FileDown aria-hidden="true" /> Markdown
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => downloadExport(backupFileName([map]), exportBackup([map]), 'application/json')}
        >
          <FileJson aria-hidden="true" /> JSON
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => downloadExport(`${imageBase(map)}.svg`, renderSpineSvg(mapText(map)), 'image/svg+xml')}
        >
          <FileCode aria-hidden="true" /> SVG image
        </Button>
        <Button variant="outline" size="sm" onClick={() => void png()}>
          <FileImage aria-hidden="true" /> PNG image
        </Button>
        <Button variant="outline" size="sm" className="col-span-2" onClick={() => window.print()}>
          <Printer aria-hidden="true" /> Print or save as PDF
        </Button>
      </Card.Content>
    </Card>
  );
}
