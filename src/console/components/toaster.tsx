import { createStore, useStore } from "../lib/external-store";

/**
 * Toasts for completed actions (and failures that have no other place to show). Call
 * `toast.success("Application approved")` from anywhere; `<Toaster />` (mounted once by the app)
 * announces them through a polite live region (role status), and errors through an assertive one.
 */
export interface Toast {
  id: number;
  kind: "success" | "error" | "info";
  message: string;
}

const toastStore = createStore<readonly Toast[]>([]);
let nextId = 1;

function push(kind: Toast["kind"], message: string, durationMs = kind === "error" ? 8000 : 4000) {
  const id = nextId++;
  toastStore.set([...toastStore.get(), { id, kind, message }]);
  setTimeout(() => dismissToast(id), durationMs);
  return id;
}

export function dismissToast(id: number) {
  toastStore.set(toastStore.get().filter((t) => t.id !== id));
}

export const toast = {
  success: (message: string) => push("success", message),
  error: (message: string) => push("error", message),
  info: (message: string) => push("info", message),
};

export function Toaster() {
  const toasts = useStore(toastStore);
  const polite = toasts.filter((t) => t.kind !== "error");
  const assertive = toasts.filter((t) => t.kind === "error");
  return (
    <div className="toaster">
      <div role="status" aria-live="polite" className="toaster__region">
        {polite.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </div>
      <div aria-live="assertive" className="toaster__region">
        {assertive.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </div>
    </div>
  );
}

function ToastItem({ toast: t }: { toast: Toast }) {
  return (
    <div className={`toast toast--${t.kind}`}>
      <span>{t.message}</span>
      <button
        type="button"
        className="icon-button"
        aria-label="Dismiss notification"
        onClick={() => dismissToast(t.id)}
      >
        ×
      </button>
    </div>
  );
}
