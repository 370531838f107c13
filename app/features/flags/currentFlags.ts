import { useSyncExternalStore } from 'react';
import { featureFlags, isHostingPlatform, type FeatureFlags, type HostLocation } from '../../../shared/flags';

/** Where the app is running, as the flag rules read it. */
export function currentLocation(): HostLocation {
  return { hostname: window.location.hostname, href: window.location.href };
}

/** The feature flags for the page's own host (they cannot change without a reload). */
export function currentFeatureFlags(): FeatureFlags {
  return featureFlags(currentLocation());
}

/** Whether the page is served from the hosting platform the branding rule names (spec §1). */
export function onHostingPlatform(): boolean {
  return isHostingPlatform(currentLocation());
}

const noSubscription = () => () => undefined;

/**
 * The branding flag for rendering. The prerendered HTML knows no host and shows the branding (the
 * flag's value everywhere but the hosting platform); in the browser it follows the page's host,
 * after hydration, without a hydration mismatch.
 */
export function useShowBranding(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => currentFeatureFlags().showSpineExplorerBranding,
    () => true,
  );
}
