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
