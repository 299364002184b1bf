import "@testing-library/jest-dom/vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { SearchInput } from "./search-input";

/** A list whose URL follows the box only when the test says (a navigation slower than typing). */
function SlowList() {
  const [value, setValue] = useState<string | undefined>(undefined);
  const [queue, setQueue] = useState<Array<string | undefined>>([]);
  return (
    <>
      <SearchInput label="Search" value={value} delayMs={5} onChange={(next) => setQueue((q) => [...q, next])} />
      <button
        type="button"
        onClick={() => {
          setValue(queue[0]);
          setQueue(queue.slice(1));
        }}
      >
        Navigate
      </button>
      <button type="button" onClick={() => setValue(undefined)}>
        Clear filters
      </button>
      <output>{queue.length}</output>
    </>
  );
}

describe("SearchInput", () => {
  afterEach(cleanup);

  it("keeps the letters typed while the URL catches up, and follows the URL when it changes elsewhere", async () => {
    const user = userEvent.setup();
    render(<SlowList />);
    const box = screen.getByLabelText("Search");
    await user.type(box, "B");
    await screen.findByText("1");
    await user.type(box, "orealis");
    // The URL arrives with the first letter only after more was typed: the box keeps it all.
    await user.click(screen.getByRole("button", { name: "Navigate" }));
    expect(box).toHaveValue("Borealis");
    // A change made elsewhere replaces the text.
    await act(async () => {
      await user.click(screen.getByRole("button", { name: "Clear filters" }));
    });
    expect(box).toHaveValue("");
  });
});
