import "@testing-library/jest-dom/vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { polyfillDialog } from "../../../test/support/console";
import { DataTable, type DataTableColumn } from "./data-table";
import { useKeyboardShortcuts } from "./keyboard-shortcuts";
import { SearchInput } from "./search-input";

interface Row {
  id: string;
  name: string;
}
const rows: Row[] = [
  { id: "a", name: "Alpha" },
  { id: "b", name: "Beta" },
  { id: "c", name: "Gamma" },
];
const opened = vi.fn();
const columns: Array<DataTableColumn<Row>> = [
  {
    id: "name",
    header: "Name",
    accessorFn: (r) => r.name,
    cell: ({ row }) => (
      <a
        href={`#${row.original.id}`}
        onClick={(e) => {
          e.preventDefault();
          opened(row.original.id);
        }}
      >
        {row.original.name}
      </a>
    ),
  },
];

function Shell() {
  const keyboard = useKeyboardShortcuts();
  return (
    <>
      {keyboard.skipLink}
      <main id="main">
        <SearchInput label="Search" value={undefined} onChange={() => {}} />
        <input aria-label="Comment" />
        <DataTable caption="Things" columns={columns} data={rows} getRowId={(r) => r.id} sorting={[]} />
      </main>
      {keyboard.dialog}
    </>
  );
}

const rowOf = (name: string) => screen.getByRole("link", { name }).closest("tr");

describe("keyboard shortcuts", () => {
  beforeAll(() => polyfillDialog());
  afterEach(cleanup);

  it("'/' focuses the search box, but is typed as text inside a field", async () => {
    const user = userEvent.setup();
    render(<Shell />);
    await user.keyboard("/");
    expect(screen.getByLabelText("Search")).toHaveFocus();
    expect(screen.getByLabelText("Search")).toHaveValue("");
    screen.getByLabelText("Comment").focus();
    await user.keyboard("/j");
    expect(screen.getByLabelText("Comment")).toHaveFocus();
    expect(screen.getByLabelText("Comment")).toHaveValue("/j");
  });

  it("j and k move the focus through the rows, Enter opens the focused one", async () => {
    const user = userEvent.setup();
    opened.mockClear();
    render(<Shell />);
    await user.keyboard("j");
    expect(rowOf("Alpha")).toHaveFocus();
    await user.keyboard("jj");
    expect(rowOf("Gamma")).toHaveFocus();
    await user.keyboard("j");
    expect(rowOf("Gamma")).toHaveFocus();
    await user.keyboard("k");
    expect(rowOf("Beta")).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(opened).toHaveBeenCalledWith("b");
  });

  it("'Skip to table' is the first Tab stop and lands on the first row", async () => {
    const user = userEvent.setup();
    render(<Shell />);
    await user.tab();
    const skip = screen.getByRole("link", { name: "Skip to table" });
    expect(skip).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(rowOf("Alpha")).toHaveFocus();
  });

  it("'?' lists the shortcuts in a dialog that Escape closes", async () => {
    const user = userEvent.setup();
    render(<Shell />);
    await user.keyboard("?");
    const dialog = await screen.findByRole("dialog", { name: "Keyboard shortcuts" });
    expect(dialog).toHaveTextContent("Next row of the table");
    // While the dialog is open the letters are not shortcuts.
    await user.keyboard("j");
    expect(rowOf("Alpha")).not.toHaveFocus();
    await act(async () => {
      dialog.dispatchEvent(new Event("cancel", { cancelable: true }));
    });
    expect(screen.queryByRole("dialog", { name: "Keyboard shortcuts" })).not.toBeInTheDocument();
  });
});
