// Spec §2/§8: native share first, then the clipboard, then an alert with the link.
import { track } from '../analytics/track';

/** The full share link of a map (spec §7: origin + /share/{shareId}). */
export function shareUrl(shareId: string, origin = window.location.origin): string {
  return `${origin}/share/${shareId}`;
}

/** Copies the link; on failure shows it in an alert so it can still be copied by hand. Returns whether it was copied. */
export async function copyLink(url: string): Promise<boolean> {
  track('share');
  try {
    await navigator.clipboard.writeText(url);
    return true;
  } catch {
    window.alert(`Share this link: ${url}`);
    return false;
  }
}

/**
 * The Share action: the device's share sheet with the title, 'Check out this spine map: {title}'
 * and the link; if that fails or does not exist, the clipboard with the spec's alerts.
 */
export async function shareMap(title: string, url: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text: `Check out this spine map: ${title}`, url });
      track('share');
      return;
    } catch {
      // Cancelled or refused: fall back to the clipboard as the spec says.
    }
  }
  if (await copyLink(url)) window.alert('Share link copied to clipboard!');
}
