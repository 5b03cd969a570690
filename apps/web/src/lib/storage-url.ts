/** A logo path from the API as a URL of this origin: 'logos/a.png' → '/storage/logos/a.png'. */
export function storageUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/')) return path;
  return `/storage/${path}`;
}
