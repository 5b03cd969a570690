import { MailX } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { unsubscribe } from '../api/unsubscribe';
import { BackToLogin } from '../components/back-to-login';
import { ResultMessage, type Result } from '../components/result-message';
import { AuthFrame } from './login-page';

/**
 * /unsubscribe?token=… (issue 17, public): the link at the foot of every digest and reminder.
 * Opening it changes nothing (mail scanners open links); only the button sends the request.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.unsubscribe.title'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  // A missing token or one that names nobody (404): the link is not valid, nothing to click.
  const [invalid, setInvalid] = useState(token === '');
  const [result, setResult] = useState<Result>();
  const [pending, setPending] = useState(false);
  const done = invalid || result?.kind === 'success';

  const stop = async () => {
    setPending(true);
    setResult(undefined);
    try {
      const { message } = await unsubscribe({ token });
      setResult({ kind: 'success', message });
    } catch (caught) {
      if (caught instanceof ApiError && (caught.status === 404 || caught.status === 422)) {
        setInvalid(true);
      } else {
        setResult({
          kind: 'error',
          message: caught instanceof Error ? caught.message : t('errors.generic'),
        });
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthFrame>
      <div className="space-y-2">
        <h1 className="flex items-center gap-2 text-3xl font-semibold text-slate-900">
          <MailX aria-hidden="true" className="size-7 shrink-0 text-blue-800" />
          {t('account.unsubscribe.title')}
        </h1>
        <p className="text-slate-700">{t('account.unsubscribe.intro')}</p>
      </div>
      {!done && (
        <Button size="lg" className="w-full" busy={pending} onClick={() => void stop()}>
          {pending ? t('account.unsubscribe.submitting') : t('account.unsubscribe.submit')}
        </Button>
      )}
      <ResultMessage
        result={invalid ? { kind: 'error', message: t('account.unsubscribe.invalid') } : result}
      />
      {result?.kind === 'success' && (
        <p className="text-sm text-slate-700">{t('account.unsubscribe.later')}</p>
      )}
      <BackToLogin />
    </AuthFrame>
  );
}
