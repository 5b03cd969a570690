import type { OtherDocument } from '@karyayojana/contracts';
import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n';
import type { SavedDocument } from '../api/create-document';
import { DocumentForm } from './document-form';

interface DocumentFormDialogProps {
  open: boolean;
  /** Edit this document; without it the dialog adds one. */
  document?: OtherDocument;
  onClose: () => void;
  onSaved: (saved: SavedDocument) => void;
}

/** docs/behaviour.md §9: the modal form to add or edit a document. */
export function DocumentFormDialog({ open, document, onClose, onSaved }: DocumentFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={document ? t('documents.form.editTitle') : t('documents.form.addTitle')}
    >
      {/* A new document is a new form: nothing carried over from the previous one. */}
      <DocumentForm
        key={document?.id ?? 'new'}
        document={document}
        onSaved={onSaved}
        onCancel={onClose}
      />
    </Dialog>
  );
}
