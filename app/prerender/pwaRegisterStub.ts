// Stands in for vite-plugin-pwa's `virtual:pwa-register/react` in the prerender build: the server
// render never registers a service worker (the update prompt mounts only in the browser).
export function useRegisterSW() {
  return {
    needRefresh: [false, () => undefined] as const,
    offlineReady: [false, () => undefined] as const,
    updateServiceWorker: () => Promise.resolve(),
  };
}
