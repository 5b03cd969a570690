import { createContext } from 'react';

/**
 * Why writes wait, when they do: the signed-in layout provides a sentence while the device is
 * offline; submit buttons (components/ui/button.tsx) are then disabled and point to it.
 */
export const OfflineReason = createContext<string | null>(null);

/** The id of the element that says it (the offline banner). */
export const OFFLINE_REASON_ID = 'offline-reason';
