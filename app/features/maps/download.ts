import { track } from '../analytics/track';

/** Saves text or a blob as a file through a temporary download link. */
export function download(fileName: string, data: string | Blob, type = 'text/plain;charset=utf-8'): void {
  const blob = typeof data === 'string' ? new Blob([data], { type }) : data;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads an export of the user's maps (markdown, JSON, image) and records the 'export' action. */
export function downloadExport(fileName: string, data: string | Blob, type?: string): void {
  download(fileName, data, type);
  track('export');
}
