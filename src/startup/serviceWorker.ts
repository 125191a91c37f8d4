const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

/** A new worker waits until every tab closes; telling it to skip waiting activates it at once. */
function activateWaitingWorkers(registration: ServiceWorkerRegistration): void {
  registration.waiting?.postMessage(SKIP_WAITING);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') registration.waiting?.postMessage(SKIP_WAITING);
    });
  });
}

/** Registers `service-worker.js` under the base path, scoped to it; a failure is only logged. */
export async function registerServiceWorker(
  baseUrl: string,
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): Promise<void> {
  if (!container) return;
  try {
    const registration = await container.register(`${baseUrl}service-worker.js`, { scope: baseUrl });
    activateWaitingWorkers(registration);
  } catch (error) {
    console.error('Service worker registration failed', error);
  }
}
