import type { BatchUndoResult } from '@karyayojana/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toDevanagariDigits } from '@karyayojana/nepali-calendar';
import { currentLanguage, i18n } from '@/lib/i18n';
import { invalidateEvents } from '@/lib/queries/invalidate';
import { toast } from '@/lib/toast';
import { createElement } from 'react';
import type { ExternalToast } from 'sonner';
import { UndoAction } from './undo-action';

/** How long a toast that offers Undo stays: long enough to read it and change one's mind. */
const UNDO_MS = 12_000;

/** A toast's options with an Undo-like action, which waits offline (undo-action.tsx). */
function withAction(id: string, label: string, run: () => void): ExternalToast {
  const onClick = () => {
    toast.dismiss(id);
    run();
  };
  return { id, duration: UNDO_MS, action: createElement(UndoAction, { label, onClick }) };
}

/**
 * Undoes a bulk operation (POST /api/batches/{id}/undo, issue 16): its events go to the trash.
 * The events edited since are kept; the toast then offers to move them too.
 */
export async function undoBatch(
  batchId: string,
  queryClient: QueryClient,
  includeEdited = false,
): Promise<BatchUndoResult | undefined> {
  try {
    const result = await api.post<BatchUndoResult>(
      `/api/batches/${encodeURIComponent(batchId)}/undo`,
      { include_edited: includeEdited },
    );
    await invalidateEvents(queryClient);
    const kept = result.data.kept.length;
    toast.success(
      result.message,
      kept > 0
        ? withAction(
            `undo-edited-${batchId}`,
            i18n.t('undo.alsoEdited', {
              count: currentLanguage() === 'en' ? String(kept) : toDevanagariDigits(String(kept)),
            }),
            () => void undoBatch(batchId, queryClient, true),
          )
        : undefined,
    );
    return result;
  } catch (error) {
    toast.error(error instanceof Error ? error.message : i18n.t('undo.failed'));
    return undefined;
  }
}

/** The toast after a copy, duplicate or import: its message, and Undo when it has a batch. */
export function toastWithUndo(
  message: string,
  batchId: string | undefined,
  queryClient: QueryClient,
): void {
  toast.success(
    message,
    batchId
      ? withAction(
          `undo-${batchId}`,
          i18n.t('undo.action'),
          () => void undoBatch(batchId, queryClient),
        )
      : undefined,
  );
}
