import { Globe, Printer } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { serverFieldErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { useCompany } from '@/lib/queries/companies';
import { toast } from '@/lib/toast';
import {
  publicPlanQrUrl,
  usePublicPlan,
  useUpdatePublicPlan,
  type PublicPlan,
  type PublicPlanChanges,
} from '../api/public-plan';
import { CopyLinkButton, LinkPanel } from './link-panel';
import './public-plan-print.css';

/**
 * The contract's PUBLIC_SLUG (packages/contracts/src/public-plan.ts), copied: a value imported
 * from @karyayojana/contracts brings zod into the page's chunk. The server checks it again.
 */
const SLUG = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,59}$/;

/** The address before the slug: the server's own when it has one, else this site's `/p/`. */
export function publicPlanPrefix(setting: PublicPlan, origin = window.location.origin): string {
  const { url, slug } = setting;
  if (url && slug && url.endsWith(`/p/${slug}`)) return url.slice(0, url.length - slug.length);
  return `${origin}/p/`;
}

/** The slug as the server keeps it (it trims and lower-cases it too). */
const cleanSlug = (value: string) => value.trim().toLowerCase();

function PublicLink({ setting, companyName }: { setting: PublicPlan; companyName?: string }) {
  const { t } = useTranslation();
  const link = useRef<HTMLAnchorElement>(null);
  const slug = setting.slug ?? '';
  const url = setting.url ?? `${publicPlanPrefix(setting)}${slug}`;
  const qr = publicPlanQrUrl(slug);

  function selectLink() {
    const node = link.current;
    const selection = window.getSelection();
    if (!node || !selection) return;
    const range = document.createRange();
    range.selectNodeContents(node);
    selection.removeAllRanges();
    selection.addRange(range);
  }

  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <p className="text-sm font-semibold text-slate-700">{t('settings.publicPlan.address')}</p>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <a
            ref={link}
            href={url}
            target="_blank"
            rel="noopener"
            lang="en"
            dir="ltr"
            className="min-w-0 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm break-all text-blue-800 underline hover:text-blue-900 sm:flex-1"
          >
            {url}
            <span className="sr-only"> {t('settings.publicPlan.opensInNewTab')}</span>
          </a>
          <CopyLinkButton
            text={url}
            texts="publicPlan"
            onCopyFailed={selectLink}
            variant="secondary"
            className="sm:self-center"
          />
        </div>
      </div>

      <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-end">
        <img
          src={qr}
          alt={t('settings.publicPlan.qrAlt', { url })}
          width={200}
          height={200}
          className="size-[200px] rounded-md border border-slate-200 bg-white p-2"
        />
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          {t('settings.publicPlan.print')}
        </Button>
      </div>

      {/* On paper only (./public-plan-print.css hides the rest of the page): a card for a notice board. */}
      <div
        data-print-card
        aria-hidden="true"
        className="hidden print:block print:break-inside-avoid"
      >
        <div className="mx-auto w-[130mm] max-w-full space-y-[5mm] rounded-lg border-2 border-slate-800 p-[8mm] text-center text-slate-900">
          {companyName && <p className="text-2xl font-bold">{companyName}</p>}
          <img src={qr} alt="" width={200} height={200} className="mx-auto size-[75mm]" />
          <p lang="en" dir="ltr" className="font-mono text-sm break-all">
            {url}
          </p>
          <p className="text-lg font-semibold">{t('settings.publicPlan.scan')}</p>
        </div>
      </div>
    </div>
  );
}

function PublicPlanForm({
  companyId,
  setting,
  companyName,
}: {
  companyId: number;
  setting: PublicPlan;
  companyName?: string;
}) {
  const { t } = useTranslation();
  const prefixId = useId();
  const update = useUpdatePublicPlan(companyId);
  const savedSlug = setting.slug ?? setting.suggested_slug;
  const [enabled, setEnabled] = useState(setting.enabled);
  const [slug, setSlug] = useState(savedSlug);
  const [error, setError] = useState<string>();
  const slugValue = cleanSlug(slug);
  const changed = enabled !== setting.enabled || slugValue !== savedSlug;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!changed || update.isPending) return;
    // The slug goes along when it is new, or when the page is switched on for the first time.
    const sendSlug = slugValue !== setting.slug && (enabled || slugValue !== savedSlug);
    if (sendSlug && !SLUG.test(slugValue)) {
      setError(t('settings.publicPlan.slugInvalid'));
      return;
    }
    setError(undefined);
    const changes: PublicPlanChanges = { enabled, ...(sendSlug && { slug: slugValue }) };
    update.mutate(changes, {
      onSuccess: ({ message, data }) => {
        setEnabled(data.enabled);
        setSlug(data.slug ?? data.suggested_slug);
        toast.success(message || t('settings.publicPlan.saved'));
      },
      onError: (failure) => setError(serverFieldErrors(failure, ['slug'] as const).slug),
    });
  };

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <Checkbox
          label={t('settings.publicPlan.enabled')}
          checked={enabled}
          onChange={(event) => setEnabled(event.currentTarget.checked)}
        />
        <FormField
          label={t('settings.publicPlan.slug')}
          hint={t('settings.publicPlan.slugHint')}
          error={error}
        >
          {(control) => (
            <div className="flex flex-col sm:flex-row sm:items-stretch">
              <span
                id={prefixId}
                lang="en"
                dir="ltr"
                className="rounded-t-md border border-b-0 border-slate-400 bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-700 sm:flex sm:items-center sm:rounded-l-md sm:rounded-tr-none sm:border-r-0 sm:border-b"
              >
                {publicPlanPrefix(setting)}
              </span>
              <Input
                {...control}
                aria-describedby={[prefixId, control['aria-describedby']].filter(Boolean).join(' ')}
                value={slug}
                onChange={(event) => setSlug(event.currentTarget.value)}
                lang="en"
                dir="ltr"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                className="rounded-t-none font-mono sm:min-w-0 sm:flex-1 sm:rounded-l-none sm:rounded-tr-md"
              />
            </div>
          )}
        </FormField>
        <Button type="submit" busy={update.isPending} disabled={!changed}>
          {update.isPending ? t('common.saving') : t('common.save')}
        </Button>
      </form>

      <div
        role="status"
        className={
          setting.enabled
            ? 'rounded-md border border-green-300 bg-green-50 p-3 text-green-950'
            : 'rounded-md border border-slate-300 bg-slate-50 p-3 text-slate-800'
        }
      >
        {setting.enabled ? t('settings.publicPlan.on') : t('settings.publicPlan.off')}
      </div>
      {setting.enabled && setting.slug && (
        <PublicLink setting={setting} companyName={companyName} />
      )}
    </div>
  );
}

/**
 * Settings → Company: the municipality's plan for citizens at /p/{slug} (issue 18), switched on
 * by its admin or the Super-Admin; with the address, its QR code and a card to print.
 */
export function PublicPlanSettings({ companyId }: { companyId: number }) {
  const setting = usePublicPlan(companyId);
  const company = useCompany(companyId);
  return (
    <LinkPanel headingId="company-public-plan" icon={Globe} texts="publicPlan" query={setting}>
      {(data) => (
        <PublicPlanForm companyId={companyId} setting={data} companyName={company.data?.name} />
      )}
    </LinkPanel>
  );
}
