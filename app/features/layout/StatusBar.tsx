import { Download, WifiOff } from 'lucide-react';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { useInstallPrompt } from '../pwa/useInstallPrompt';
import { useOnlineStatus } from '../pwa/useOnlineStatus';

/**
 * App-wide status strip: the offline notice and, where the browser offers it, Install. Both appear
 * after the page has loaded, so the strip is fixed to the bottom of the viewport: it never pushes
 * the page down (no layout shift). A spacer of its height ends the page while it shows, so it never
 * covers the end of the footer.
 */
export function StatusBar() {
  const online = useOnlineStatus();
  const { canInstall, install } = useInstallPrompt();
  const visible = !online || canInstall;
  return (
    <>
      {visible && <div aria-hidden="true" className="no-print h-14" />}
      <div
        data-app-status
        className={cn(
          'no-print fixed inset-x-0 bottom-0 z-30',
          visible && 'border-t border-line shadow-[0_-2px_6px_rgb(0_0_0/0.05)]',
          !online ? 'bg-amber-50' : 'bg-brand-soft',
        )}
      >
        <div
          className={cn(
            'mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 text-sm sm:px-6',
            visible && 'py-2',
          )}
        >
          {/* The live region always exists so going offline is announced, not just shown. */}
          <p role="status" className="flex items-center gap-2 text-amber-900">
            {!online && (
              <>
                <WifiOff className="size-4" aria-hidden="true" />
                Offline — your work is saved on this device
              </>
            )}
          </p>
          {canInstall && (
            <Button size="sm" variant="outline" className="ml-auto" onClick={() => void install()}>
              <Download aria-hidden="true" />
              Install app
            </Button>
          )}
        </div>
      </div>
    </>
  );
}
