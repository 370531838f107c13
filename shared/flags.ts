/** Where the app runs: what window.location offers, passed in so this stays free of the DOM. */
export interface HostLocation {
  hostname: string;
  href: string;
}

/** The feature flags of spec §1. */
export interface FeatureFlags {
  showSpineExplorerBranding: boolean;
  enableAdvancedAnalytics: boolean;
  enableExperimentalFeatures: boolean;
}

const PLATFORM = 'replit';

/** Whether the app runs on the hosting platform that hides branding (spec §1, feature test page). */
export function isHostingPlatform({ hostname, href }: HostLocation): boolean {
  const host = hostname.toLowerCase();
  // The suffix rules are implied by the substring rule; they stay so the code reads like the spec.
  return (
    host.includes(PLATFORM) ||
    href.toLowerCase().includes(PLATFORM) ||
    host.endsWith(`.${PLATFORM}.app`) ||
    host.endsWith(`.${PLATFORM}.dev`)
  );
}

/** The flags for a location: branding follows the host, analytics always on, experiments always off. */
export function featureFlags(location: HostLocation): FeatureFlags {
  return {
    showSpineExplorerBranding: !isHostingPlatform(location),
    enableAdvancedAnalytics: true,
    enableExperimentalFeatures: false,
  };
}
