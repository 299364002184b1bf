import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_FILE_BYTES } from "../../../../contract/files";
import { ApiError } from "../../../lib/api-error";
import type { UploadRun } from "../model/use-upload-queue";
import { UploadPanel } from "./upload-panel";

afterEach(cleanup);

const currencies = [
  {
    code: "USD",
    symbol: "$",
    name: "US Dollar",
    symbol_native: "$",
    decimal_digits: 2,
    rounding: 0,
    name_plural: "US dollars",
    priority: 1,
  },
  {
    code: "EUR",
    symbol: "€",
    name: "Euro",
    symbol_native: "€",
    decimal_digits: 2,
    rounding: 0,
    name_plural: "euros",
    priority: 2,
  },
];

function renderPanel(ui: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(["resources", "currencies"], currencies);
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const pdfBytes = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n");
const pdf = (name: string) => new File([pdfBytes], name, { type: "application/pdf" });

interface Call {
  file: File;
  run: UploadRun;
  resolve: (v: { id: string }) => void;
  reject: (e: unknown) => void;
}

function fakeUpload() {
  const calls: Call[] = [];
  const upload = vi.fn(
    (file: File, run: UploadRun) =>
      new Promise<{ id: string }>((resolve, reject) => {
        calls.push({ file, run, resolve, reject });
      }),
  );
  return { upload, calls };
}

async function dropZoneInput() {
  // The drop zone is loaded lazily; its file input is labelled by the "Upload financial statements" button.
  await screen.findByRole("button", { name: "Upload financial statements" });
  return screen.getByLabelText("Upload financial statements") as HTMLInputElement;
}

describe("UploadPanel: several PDFs, checks before sending, progress and the API's answer per file", () => {
  it("sends accepted files with the chosen currency and shows a progress bar per file", async () => {
    const { upload, calls } = fakeUpload();
    const onUploaded = vi.fn();
    renderPanel(<UploadPanel upload={upload} defaultCurrency="EUR" onUploaded={onUploaded} />);
    const input = await dropZoneInput();
    expect(screen.getByLabelText("Currency of the amounts")).toHaveValue("EUR");

    await userEvent.upload(input, [pdf("2024.pdf"), pdf("2025.pdf")]);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((c) => c.file.name)).toEqual(["2024.pdf", "2025.pdf"]);
    expect(calls[0]?.run.fields).toEqual({ currency: "EUR" });

    act(() => calls[0]?.run.onProgress(0.42));
    const bar = screen.getByRole("progressbar", { name: "Upload progress of 2024.pdf" });
    expect(bar).toHaveAttribute("value", "42");
    expect(screen.getByText("Uploading 42 %")).toBeInTheDocument();

    await act(async () => calls[0]?.resolve({ id: "file-1" }));
    expect(await screen.findByText("Uploaded")).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith("file-1");
  });

  it("refuses a non-PDF and a file over the size limit before sending, in words, and sends the rest", async () => {
    const { upload, calls } = fakeUpload();
    renderPanel(<UploadPanel upload={upload} defaultCurrency="USD" />);
    const input = await dropZoneInput();
    const notPdf = new File([new TextEncoder().encode("plain text")], "notes.pdf", { type: "application/pdf" });
    const big = new File([new Uint8Array(MAX_FILE_BYTES + 1)], "huge.pdf", { type: "application/pdf" });
    // userEvent.upload honours `accept`; the drop zone takes every file and checks it itself.
    await userEvent.upload(input, [notPdf, big, pdf("ok.pdf")], { applyAccept: false });

    const list = screen.getByRole("list", { name: "Files being uploaded" });
    const rows = await within(list).findAllByRole("listitem");
    expect(rows).toHaveLength(3);
    await waitFor(() => expect(within(rows[0] as HTMLElement).getByText(/not a PDF/i)).toBeInTheDocument());
    expect(within(rows[1] as HTMLElement).getByText(/Too large/)).toBeInTheDocument();
    await waitFor(() => expect(calls.map((c) => c.file.name)).toEqual(["ok.pdf"]));
  });

  it("shows the API's refusal on the file it concerns and lets a failed upload be retried", async () => {
    const { upload, calls } = fakeUpload();
    renderPanel(<UploadPanel upload={upload} defaultCurrency="USD" />);
    const input = await dropZoneInput();
    await userEvent.upload(input, [pdf("a.pdf"), pdf("b.pdf")]);
    await waitFor(() => expect(calls).toHaveLength(2));

    await act(async () =>
      calls[0]?.reject(new ApiError(403, "no_subscription", [], "This function requires a subscription")),
    );
    await act(async () =>
      calls[1]?.reject(new ApiError(500, "internal_conflict_error", [], "Internal failure, retry later")),
    );

    const rows = within(screen.getByRole("list", { name: "Files being uploaded" })).getAllByRole("listitem");
    expect(within(rows[0] as HTMLElement).getByText(/needs a subscription/)).toBeInTheDocument();
    // A subscription problem is not fixed by sending again; a server failure may be.
    expect(within(rows[0] as HTMLElement).queryByRole("button", { name: /Retry/ })).toBeNull();
    expect(within(rows[1] as HTMLElement).getByText("Internal failure, retry later")).toBeInTheDocument();
    await userEvent.click(within(rows[1] as HTMLElement).getByRole("button", { name: "Retry the upload of b.pdf" }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]?.file.name).toBe("b.pdf");
  });

  it("cancels an upload in progress", async () => {
    const { upload, calls } = fakeUpload();
    renderPanel(<UploadPanel upload={upload} defaultCurrency="USD" />);
    await userEvent.upload(await dropZoneInput(), [pdf("slow.pdf")]);
    await waitFor(() => expect(calls).toHaveLength(1));
    await userEvent.click(screen.getByRole("button", { name: "Cancel the upload of slow.pdf" }));
    expect(calls[0]?.run.signal.aborted).toBe(true);
    expect(screen.getByText("Canceled")).toBeInTheDocument();
  });

  it("links organization uploads to the chosen document request", async () => {
    const { upload, calls } = fakeUpload();
    const request = {
      id: "7b0c3f52-2f0e-4a53-8d5a-3c8f8f6c9a01",
      status: "pending" as const,
      host_organization_id: "0b3f5c2e-1a4d-4e7f-9c11-000000000001",
      guest_organization_id: "0b3f5c2e-1a4d-4e7f-9c11-000000000002",
      follow_up: false,
      expires_at: "2030-01-31T00:00:00.000Z",
      created_at: "2026-01-01T00:00:00.000Z",
      updated_at: "2026-01-01T00:00:00.000Z",
      comment: "Annual accounts please",
      all_documents: true,
      items: null,
    };
    renderPanel(<UploadPanel upload={upload} requests={[request]} />);
    const input = await dropZoneInput();
    await waitFor(() => expect(screen.getByLabelText("Currency of the amounts")).toHaveValue("USD"));
    await userEvent.selectOptions(screen.getByLabelText("Answers document request"), request.id);
    await userEvent.upload(input, [pdf("accounts.pdf")]);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.run.fields).toEqual({ currency: "USD", document_request_id: request.id });
  });

  it("asks before sending a file the owner has already: Skip sends nothing, Upload anyway sends it", async () => {
    const { upload, calls } = fakeUpload();
    const hashes: string[] = [];
    const findDuplicate = vi.fn(async (sha256: string) => {
      hashes.push(sha256);
      return { id: "f-1", original_filename: "first.pdf", uploaded_at: "2026-01-02T10:00:00Z" };
    });
    renderPanel(<UploadPanel upload={upload} findDuplicate={findDuplicate} defaultCurrency="USD" />);
    const input = await dropZoneInput();
    await userEvent.upload(input, [pdf("again.pdf"), pdf("once-more.pdf")]);

    const list = screen.getByRole("list", { name: "Files being uploaded" });
    const rows = await within(list).findAllByRole("listitem");
    await waitFor(() => expect(within(rows[0] as HTMLElement).getByText(/already uploaded on/)).toBeInTheDocument());
    expect(rows[0]).toHaveTextContent("first.pdf");
    // The hex SHA-256 of the bytes, as the API stores it.
    expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(calls).toHaveLength(0);

    await userEvent.click(within(rows[1] as HTMLElement).getByRole("button", { name: "Skip: once-more.pdf" }));
    expect(rows[1]).toHaveTextContent("Skipped");
    await userEvent.click(within(rows[0] as HTMLElement).getByRole("button", { name: "Upload anyway: again.pdf" }));
    await waitFor(() => expect(calls.map((c) => c.file.name)).toEqual(["again.pdf"]));
    await act(async () => calls[0]?.resolve({ id: "file-2" }));
    expect(
      await within(rows[0] as HTMLElement).findByText(/Uploaded again: the same file as first.pdf/),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it("sends the file when the lookup fails (the API's warning tells afterwards)", async () => {
    const { upload, calls } = fakeUpload();
    const findDuplicate = vi.fn(async () => {
      throw new Error("offline");
    });
    renderPanel(<UploadPanel upload={upload} findDuplicate={findDuplicate} defaultCurrency="USD" />);
    await userEvent.upload(await dropZoneInput(), [pdf("a.pdf")]);
    await waitFor(() => expect(calls.map((c) => c.file.name)).toEqual(["a.pdf"]));
  });
});
