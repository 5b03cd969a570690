import { Lock } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';

interface ScopeNoticeProps {
  /** Why the reader may not write here. */
  kind: 'outside' | 'noPlanRight';
  /** The officer's scope in words ("वडा नं ५"), for `outside`. */
  scope?: string;
}

/**
 * Why the write buttons are not there (docs/decisions/037): the event lies outside the officer's
 * responsibility, or they may not plan. Visible text, not a tooltip, so every reader gets it.
 */
export function ScopeNotice({ kind, scope = '' }: ScopeNoticeProps) {
  const { t } = useTranslation();
  return (
    <div
      role="note"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        <p className="font-semibold">
          {kind === 'outside'
            ? t('events.scope.outside', { scope })
            : t('events.scope.noPlanRight')}
        </p>
        <p className="text-sm">
          {kind === 'outside' ? t('events.scope.outsideHint') : t('events.scope.noPlanRightHint')}
        </p>
      </div>
    </div>
  );
}
