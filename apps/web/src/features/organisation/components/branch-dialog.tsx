import type { Branch } from '@karyayojana/contracts';
import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n';
import type { BranchValues } from '../api/branches';
import { BranchForm } from './branch-form';

interface BranchDialogProps {
  open: boolean;
  /** Edit mode when given. */
  branch?: Branch;
  onClose: () => void;
  onSubmit: (values: BranchValues) => Promise<unknown>;
}

/** The modal form that adds or edits a branch. */
export function BranchDialog({ open, branch, onClose, onSubmit }: BranchDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={branch ? t('organisation.branches.editTitle') : t('organisation.branches.newTitle')}
      className="max-w-[400px]!"
    >
      <BranchForm
        key={branch?.id ?? 'new'}
        branch={branch}
        onCancel={onClose}
        onSubmit={onSubmit}
      />
    </Dialog>
  );
}
