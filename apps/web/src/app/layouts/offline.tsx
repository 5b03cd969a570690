import { WifiOff } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { adToBs, formatBs, toDevanagariDigits } from '@karyayojana/nepali-calendar';
import { currentLanguage, useTranslation } from '@/lib/i18n';
import { OFFLINE_REASON_ID } from '@/lib/offline-reason';
import { toast } from '@/lib/toast';

/**
 * The offline-capable app (issue 18, docs/decisions/027-offline-app.md), in the signed-in
 * layout only: whether the device is online, the banner that says since when the data on
 * screen dates, the service worker's registration and its "new version" prompt.
 */

export { useOnline } from '@/lib/use-online';

/**
 * Whether what the page shows came from the service worker's stored answers, and from when:
 * the worker says so for every answer it gives (vite.config.ts); the oldest copy on screen is
 * what the banner owns up to, until a fresh answer comes.
 */
let copyOf: string | null = null;
const copyListeners = new Set<() => void>();

function setCopyOf(next: string | null): void {
  if (next === copyOf) return;
  copyOf = next;
  for (const listener of copyListeners) listener();
}

function subscribeCopy(listener: () => void): () => void {
  copyListeners.add(listener);
  return () => copyListeners.delete(listener);
}

function onWorkerMessage(event: MessageEvent): void {
  const data = event.data as { type?: string; date?: string | null } | null;
  if (data?.type === 'karyayojana:fresh-answer') setCopyOf(null);
  if (data?.type === 'karyayojana:stored-answer' && data.date) {
    const older = copyOf !== null && Date.parse(copyOf) < Date.parse(data.date);
    setCopyOf(older ? copyOf : data.date);
  }
}

// Listening from the moment the layout's code runs: a message with no listener is lost.
if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
  navigator.serviceWorker.addEventListener('message', onWorkerMessage);
}

/**
 * Offline, everything on screen is a stored answer: the newest of them says when the app last
 * heard from the server (read from the worker's cache, which the page may read too).
 */
async function lastHeard(): Promise<string | null> {
  if (typeof caches === 'undefined') return null;
  const cache = await caches.open('karyayojana-api');
  let newest: string | null = null;
  for (const key of await cache.keys()) {
    const date = (await cache.match(key))?.headers.get('date') ?? null;
    if (date && (newest === null || Date.parse(date) > Date.parse(newest))) newest = date;
  }
  return newest;
}

/** '२०८३ मंसिर १०, १४:३५' (Nepal time) for an HTTP date. */
function whenText(httpDate: string): string {
  const at = new Date(httpDate);
  if (Number.isNaN(at.getTime())) return '';
  const lang = currentLanguage();
  const nepal = new Date(at.getTime() + (5 * 60 + 45) * 60_000);
  const bs = adToBs({
    year: nepal.getUTCFullYear(),
    month: nepal.getUTCMonth() + 1,
    day: nepal.getUTCDate(),
  });
  const time = `${String(nepal.getUTCHours()).padStart(2, '0')}:${String(nepal.getUTCMinutes()).padStart(2, '0')}`;
  const day = formatBs(bs, lang === 'ne' ? 'YYYY MMMM D' : 'D MMMM YYYY', lang);
  return lang === 'ne' ? `${day}, ${toDevanagariDigits(time)}` : `${day}, ${time}`;
}

/** Says that the device is offline (or that the data is a stored copy), and since when. */
export function OfflineBanner({ online }: { online: boolean }) {
  const { t } = useTranslation();
  const storedOf = useSyncExternalStore(subscribeCopy, () => copyOf);
  const [heard, setHeard] = useState<string | null>(null);
  useEffect(() => {
    if (online) return;
    let current = true;
    void lastHeard().then((date) => current && setHeard(date));
    return () => {
      current = false;
    };
  }, [online]);
  if (online && storedOf === null) return null;
  const since = online ? storedOf : (heard ?? storedOf);
  const when = since ? whenText(since) : '';
  return (
    <div
      role="status"
      className="flex items-start gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 print:hidden"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong>{online ? t('offline.stale') : t('offline.title')}</strong>{' '}
        {when && t('offline.since', { when })}{' '}
        {!online && <span id={OFFLINE_REASON_ID}>{t('offline.reason')}</span>}
      </p>
    </div>
  );
}

/**
 * Registers the service worker once the signed-in app runs (production builds only), and
 * offers a reload when a new version is waiting: never a silent mix of old and new code.
 */
export function useServiceWorker(): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    void import('virtual:pwa-register').then(({ registerSW }) => {
      if (cancelled) return;
      const update = registerSW({
        onNeedRefresh() {
          toast.success(t('offline.newVersion'), {
            duration: Infinity,
            action: { label: t('offline.reload'), onClick: () => void update(true) },
          });
        },
      });
    });
    return () => {
      cancelled = true;
    };
  }, [t]);
}
