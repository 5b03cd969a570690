import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useDocument } from '../api/get-document';
import { findListedDocument } from '../api/find-listed-document';
import { DocumentForm } from '../components/document-form';

/**
 * /dashboard/other-documents/:id: the modal opens by itself in edit mode (docs/behaviour.md §9). Closing it
 * or saving goes back to the list, with its search and page.
 */
export function EditDocumentDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { search } = useLocation();
  const { id } = useParams();
  const documentId = id !== undefined && /^\d+$/.test(id) ? Number(id) : 0;
  // Opened from the list, the row is already here: the form shows at once.
  const document = useDocument(documentId, findListedDocument(queryClient, documentId));
  // Closing first and leaving after lets the dialog give the focus back to the row's edit link.
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  useEffect(() => {
    if (!open) void navigate(`${paths.otherDocuments.list.getHref()}${search}`);
  }, [open, navigate, search]);

  const body = () => {
    if (document.data) {
      return <DocumentForm document={document.data} onSaved={close} onCancel={close} />;
    }
    if (document.isError) {
      return (
        <ErrorState
          title={t('documents.form.loadFailed')}
          error={document.error}
          onRetry={() => void document.refetch()}
          retrying={document.isFetching}
        />
      );
    }
    return <Loading />;
  };
  return (
    <Dialog open={open} onClose={close} title={t('documents.form.editTitle')}>
      {body()}
    </Dialog>
  );
}
