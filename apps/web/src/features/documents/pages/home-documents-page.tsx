import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DocumentsList } from '../components/documents-list';

/** /home/other-documents: every role reads the documents; nobody edits them here. */
export function HomeDocumentsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('documents.title'));
  // docs/behaviour.md §9: Back returns to the previous page; opened from a bookmark, there is none in the app.
  const back = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (index > 0 ? navigate(-1) : navigate(paths.home.root.getHref()));
  };
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-8">
      <PageHeader
        title={t('documents.title')}
        description={t('documents.readOnlyDescription')}
        actions={
          <Button variant="secondary" onClick={back}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('common.back')}
          </Button>
        }
      />
      <DocumentsList emptyDescription={t('documents.empty.readOnly')} />
    </div>
  );
}
