import { Link, useNavigate, useRouterState } from "@tanstack/react-router";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useKeyboardShortcuts } from "../components/keyboard-shortcuts";
import { UserMenu } from "../features/auth/components/user-menu";
import { OrganizationSwitcher } from "../features/organizations/components/organization-switcher";
import { WorklistNavCount } from "../features/worklist/components/worklist-nav-count";
import { useOrganizationNames } from "../lib/organization-names";
import { usePermission } from "../lib/permissions";
import { resetTarget } from "../lib/scope";
import { endSession, useSession } from "../lib/session";
import { queryClient } from "./query-client";
import { setTheme, type ThemeChoice, useTheme } from "./theme";

const navigation = [
  { to: "/worklist", label: "Worklist" },
  { to: "/portfolio", label: "Portfolio" },
  { to: "/credit-applications", label: "Credit applications" },
  { to: "/private-records", label: "Private records" },
  { to: "/financial-files", label: "Financial files" },
  { to: "/document-requests", label: "Document requests" },
  { to: "/requests-to-guests", label: "Requests to Guests", guestsOnly: true },
  { to: "/partners", label: "Partners" },
  { to: "/invitations", label: "Invitations" },
  { to: "/analytics", label: "Analytics" },
  { to: "/webhooks", label: "Webhooks", adminOnly: true },
  { to: "/people", label: "People", adminOnly: true },
  { to: "/api-clients", label: "API clients", adminOnly: true },
  { to: "/single-sign-on", label: "Single sign-on", adminOnly: true },
  { to: "/audit-log", label: "Audit log", adminOnly: true },
  { to: "/settings", label: "Settings" },
  { to: "/account", label: "Your account" },
] as const;

const nextTheme: Record<ThemeChoice, ThemeChoice> = { system: "light", light: "dark", dark: "system" };
const themeWords: Record<ThemeChoice, string> = { system: "System", light: "Light", dark: "Dark" };

function ThemeToggle() {
  const theme = useTheme();
  return (
    <button
      type="button"
      className="button button--ghost"
      onClick={() => setTheme(nextTheme[theme])}
      aria-label={`Theme: ${themeWords[theme]}. Switch to ${themeWords[nextTheme[theme]]}`}
    >
      <span aria-hidden="true">{theme === "dark" ? "☾" : theme === "light" ? "☀" : "◐"}</span>{" "}
      <span className="shell__theme-word">{themeWords[theme]}</span>
    </button>
  );
}

/**
 * After a navigation to another page (not a change of filters), focus moves to the new page's
 * heading, so a screen reader announces where the user is and Tab starts from the content
 * (instead of focus staying on <body> or on a link that is gone).
 */
function useFocusHeadingOnNavigation(pathname: string) {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    let frames = 0;
    let handle = 0;
    const tryFocus = () => {
      const heading = document.querySelector<HTMLElement>("#main h1");
      if (heading) heading.focus({ preventScroll: false });
      else if (frames++ < 60) handle = requestAnimationFrame(tryFocus);
    };
    handle = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(handle);
  }, [pathname]);
}

/** Header (brand, organization switcher, theme, sign-out), navigation and the main area. */
export function AppShell({ children }: { children: ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  // "Requests to Guests" only for an organization that has Guests (it is their Host).
  const hasGuests = useOrganizationNames(session?.organizationId).guests.length > 0;
  // Webhooks and People only for those who may administer (admins, API clients).
  const administers = usePermission("administer").allowed;
  // Phones: the navigation is a drawer behind the Menu button, closed again after each navigation.
  const [menuOpen, setMenuOpen] = useState(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => {
    if (pathname) setMenuOpen(false);
  }, [pathname]);
  const shownPathname = useRouterState({ select: (s) => s.resolvedLocation?.pathname ?? s.location.pathname });
  useFocusHeadingOnNavigation(shownPathname);
  // "/", "?", j/k, Enter and "Skip to table" (issue 25), registered here once for every screen.
  const keyboard = useKeyboardShortcuts();
  const signOut = () => {
    endSession("signed-out");
    resetTarget();
    queryClient.clear();
    void navigate({ to: "/sign-in", search: { reason: "signed-out" } });
  };
  return (
    <div className="shell">
      {keyboard.skipLink}
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className="shell__header">
        <button
          type="button"
          className="button button--ghost shell__menu"
          aria-expanded={menuOpen}
          aria-controls="main-navigation"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">☰</span> Menu
        </button>
        <Link to="/worklist" className="shell__brand" aria-label="Credit Applications: home">
          <img src="/favicon.svg" alt="" width="24" height="24" />
          <span>Credit Applications</span>
        </Link>
        <OrganizationSwitcher />
        <div className="shell__user">
          <ThemeToggle />
          {session ? <UserMenu session={session} onSignedOut={signOut} /> : null}
        </div>
      </header>
      <nav id="main-navigation" className={`shell__nav ${menuOpen ? "shell__nav--open" : ""}`} aria-label="Main">
        <ul>
          {navigation
            .filter((item) => !("guestsOnly" in item) || hasGuests)
            .filter((item) => !("adminOnly" in item) || administers)
            .map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="shell__nav-link" activeProps={{ "aria-current": "page" }}>
                  {item.label}
                  {item.to === "/worklist" ? (
                    <>
                      {" "}
                      <WorklistNavCount />
                    </>
                  ) : null}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
      <main id="main" className="shell__main" tabIndex={-1}>
        {children}
      </main>
      {keyboard.dialog}
    </div>
  );
}
