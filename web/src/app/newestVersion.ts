import { SKIP_WAITING } from '@app/schemas/shared/offline';

/** How long a new version may take to install and take over before the page reloads anyway. */
const TAKEOVER_LIMIT_MS = 10_000;

/** Resolves once the worker is installed (or gone: it failed, a newer one replaced it). */
function installed(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (worker.state !== 'installing') {
        worker.removeEventListener('statechange', check);
        resolve();
      }
    };
    worker.addEventListener('statechange', check);
    check();
  });
}

/**
 * Reloads the page with the site's newest version, in one tap (RouteError: a chunk that fails to
 * load is typically one a deploy removed, docs/offline.md). With a service worker the reload would
 * come back from the old version's precache and fail again, so it first asks for the new version
 * (`update()`), lets it take over as 'Aggiorna' does (SKIP_WAITING), and reloads once it controls
 * the page; without one, or with nothing new, it simply reloads.
 */
export async function reloadWithNewestVersion(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  const registration = await container?.getRegistration().catch(() => undefined);
  if (!container || !registration) return reload();
  await registration.update().catch(() => undefined);
  const next = registration.installing ?? registration.waiting;
  if (!next) return reload();
  await installed(next);
  if (next.state !== 'installed') return reload();
  const timer = setTimeout(reload, TAKEOVER_LIMIT_MS);
  container.addEventListener(
    'controllerchange',
    () => {
      clearTimeout(timer);
      reload();
    },
    { once: true },
  );
  next.postMessage({ type: SKIP_WAITING });
}
