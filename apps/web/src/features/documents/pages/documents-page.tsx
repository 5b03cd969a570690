import type { OtherDocument } from '@karyayojana/contracts';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { IconButton, IconLink } from '@/components/ui/icon-button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteDocument } from '../api/delete-document';
import { DocumentFormDialog } from '../components/document-form-dialog';
import { DocumentsList } from '../components/documents-list';

/**
 * /dashboard/other-documents (admins, Super-Admin): the list with add, edit and delete. The
 * edit form is the child route /dashboard/other-documents/:id, a modal over this list.
 */
export function DocumentsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('documents.title'));
  const { search } = useLocation();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<OtherDocument | null>(null);
  const remove = useDeleteDocument();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: ({ message }) => {
        toast.success(message);
        setDeleting(null);
      },
    });
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-8">
      <PageHeader title={t('documents.title')} description={t('documents.description')} />
      <DocumentsList
        emptyDescription={t('documents.empty.description')}
        toolbar={
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('common.new')}
          </Button>
        }
        actions={(document) => (
          <span className="inline-flex">
            <IconLink
              // The list's search and page stay in the URL behind the modal.
              to={`${paths.otherDocuments.item.getHref(document.id)}${search}`}
              icon={Pencil}
              label={t('documents.editLabel', { name: document.name })}
            />
            <IconButton
              icon={Trash2}
              tone="danger"
              label={t('documents.deleteLabel', { name: document.name })}
              onClick={() => setDeleting(document)}
            />
          </span>
        )}
      />
      <DocumentFormDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={() => setAdding(false)}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        item={deleting?.name}
        fate="trash"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
      <Outlet />
    </div>
  );
}
