import { ConfirmDialog } from "../../../components/dialog";
import { toast } from "../../../components/toaster";
import { errorMessage } from "../../../lib/api-error";
import type { Scope } from "../../../lib/scope";
import { useSetArchived } from "../api/archive-record";

/** Confirms archiving (or restoring) a record; archived records keep their files, documents and score. */
export function ArchiveDialog({
  scope,
  record,
  onClose,
}: {
  scope: Scope;
  record: { id: string; name: string; archived: boolean };
  onClose: () => void;
}) {
  const mutation = useSetArchived(scope);
  const archiving = !record.archived;
  return (
    <ConfirmDialog
      open
      title={archiving ? `Archive ${record.name}?` : `Restore ${record.name}?`}
      description={
        archiving
          ? "The record leaves the list of active records. Its files, documents and score stay and it can be restored at any time."
          : "The record returns to the list of active records."
      }
      confirmLabel={archiving ? "Archive" : "Restore"}
      pending={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error) : null}
      onClose={onClose}
      onConfirm={() =>
        mutation.mutate(
          { id: record.id, archived: archiving },
          {
            onSuccess: () => {
              toast.success(archiving ? `${record.name} archived.` : `${record.name} restored.`);
              onClose();
            },
          },
        )
      }
    />
  );
}
