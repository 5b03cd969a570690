/**
 * The service worker's copies of the signed-in user's pages and answers (issue 18,
 * docs/decisions/027-offline-app.md): gone when they sign out, so that the next person on the
 * same phone reads nothing of theirs offline.
 */
export async function clearOfflineCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith('karyayojana-')).map((name) => caches.delete(name)),
  );
}
