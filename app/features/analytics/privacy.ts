/** The navigator fields that carry the visitor's tracking preference. */
export type PrivacySignals = {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
};

/** False when the browser asks not to be tracked (Do Not Track or Global Privacy Control): then nothing is captured. */
export function captureAllowed(signals: PrivacySignals | undefined = globalThis.navigator): boolean {
  if (!signals) return false;
  return signals.doNotTrack !== '1' && signals.globalPrivacyControl !== true;
}
