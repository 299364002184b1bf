import "./styles/app.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { applyTheme } from "./app/theme";

applyTheme();

const root = document.getElementById("root");
if (root) {
  // A transition: React renders the first screen in slices, so the page's main thread is never
  // blocked for long while it starts (Lighthouse's Total Blocking Time).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
