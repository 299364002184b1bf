import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

function Placeholder() {
  return (
    <main>
      <h1>Credit Applications</h1>
      <p>The analysts' console is being built.</p>
    </main>
  );
}

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Placeholder />
    </StrictMode>,
  );
}
