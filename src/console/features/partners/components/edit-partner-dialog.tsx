import { lazy, Suspense, useState } from "react";
import { Dialog } from "../../../components/dialog";
import { ErrorState, Skeleton } from "../../../components/states";
import { toast } from "../../../components/toaster";
import { errorMessage, isApiError } from "../../../lib/api-error";
import type { Scope } from "../../../lib/scope";
import type { CreatePartnerInput } from "../api/create-partner";
import { usePartner } from "../api/get-partner";
import { useCountries } from "../api/list-countries";
import type { Partner } from "../api/list-partners";
import { type UpdatePartnerInput, useUpdatePartner } from "../api/update-partner";

const PartnerForm = lazy(() => import("./partner-form").then((m) => ({ default: m.PartnerForm })));

const editable = [
  "company_name",
  "partner_type",
  "email",
  "sales_amount",
  "frequency",
  "payment_terms",
  "address",
  "city",
  "state",
  "postal_code",
  "country_code",
  "company_registration_number",
] as const satisfies ReadonlyArray<keyof CreatePartnerInput & keyof Partner>;

function formValues(p: Partner): CreatePartnerInput {
  return Object.fromEntries(editable.map((k) => [k, p[k]])) as CreatePartnerInput;
}

/** Only the fields that differ from the partner as it was read (PATCH is partial). */
function changes(p: Partner, next: CreatePartnerInput): UpdatePartnerInput {
  const out: Record<string, unknown> = {};
  for (const k of editable) {
    const value = next[k] ?? null;
    if (value !== (p[k] ?? null)) out[k] = value;
  }
  return out as UpdatePartnerInput;
}

/**
 * "Edit partner": reads the partner with its ETag, sends only the changed fields with If-Match; when
 * someone changed the partner meanwhile (412) the form reloads with the current values and says so.
 */
export function EditPartnerDialog({
  scope,
  partnerId,
  onClose,
}: {
  scope: Scope;
  partnerId: string;
  onClose: () => void;
}) {
  const current = usePartner(scope, partnerId);
  const countries = useCountries();
  const update = useUpdatePartner(scope, partnerId);
  const [notice, setNotice] = useState<string | null>(null);
  const partner = current.data?.partner;
  const accepted = partner?.invitation_status === "accepted";
  const serverError = notice ?? (update.isError ? errorMessage(update.error) : null);
  return (
    <Dialog
      open
      size="large"
      title={partner ? `Edit ${partner.company_name}` : "Edit partner"}
      description={
        accepted
          ? "This partner accepted the invitation: its e-mail is bound to the accepted organization."
          : "A new e-mail re-addresses the pending invitation and sends it to the new address."
      }
      onClose={onClose}
    >
      {current.isError ? (
        <ErrorState error={current.error} onRetry={() => void current.refetch()} />
      ) : !partner || countries.isPending ? (
        <Skeleton lines={6} label="Loading the partner" />
      ) : (
        <Suspense fallback={<Skeleton lines={6} label="Loading the form" />}>
          <PartnerForm
            key={current.data?.etag ?? partner.updated_at}
            initial={formValues(partner)}
            submitLabel="Save changes"
            pendingLabel="Saving…"
            emailHint={
              accepted ? "Cannot change: the partner accepted the invitation." : "Changing it re-sends the invitation."
            }
            onCancel={onClose}
            pending={update.isPending}
            serverError={serverError}
            onSubmit={(values) => {
              setNotice(null);
              const body = changes(partner, values);
              if (Object.keys(body).length === 0) {
                onClose();
                return;
              }
              update.mutate(
                { body, etag: current.data?.etag },
                {
                  onSuccess: (p) => {
                    toast.success(
                      body.email !== undefined && p.invitation_status === "invited"
                        ? `${p.company_name} saved; the invitation went to ${p.email}.`
                        : `${p.company_name} saved.`,
                    );
                    onClose();
                  },
                  onError: (error) => {
                    if (isApiError(error) && error.code === "partner_version_mismatch") {
                      setNotice(
                        "Someone changed this partner since you opened it. The form now shows the current values: check them and save again.",
                      );
                      update.reset();
                      void current.refetch();
                    }
                  },
                },
              );
            }}
          />
        </Suspense>
      )}
    </Dialog>
  );
}
