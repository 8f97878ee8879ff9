import { SIDEBAR } from "@staffing/shared";
import { useCallback, useEffect, useState } from "react";

// SPEC section 9: the sidebar remembers whether it is open in a cookie for 7 days, and ctrl or
// meta plus b toggles it.

function readCookie(): boolean {
  const match = document.cookie.match(new RegExp(`(?:^|; )${SIDEBAR.cookieName}=(true|false)`));
  return match ? match[1] === "true" : true;
}

function writeCookie(open: boolean) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = `${SIDEBAR.cookieName}=${open}; path=/admin; max-age=${SIDEBAR.cookieMaxAgeSeconds}; SameSite=Lax${secure}`;
}

/** The desktop sidebar's state (kept in the cookie) and the phone's side sheet (not kept). */
export function useSidebarState(isMobile: boolean) {
  const [open, setOpen] = useState(readCookie);
  const [mobileOpen, setMobileOpen] = useState(false);
  const toggle = useCallback(() => {
    if (isMobile) {
      setMobileOpen((current) => !current);
      return;
    }
    setOpen((current) => {
      writeCookie(!current);
      return !current;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SIDEBAR.shortcutKey && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  return { open, mobileOpen, setMobileOpen, toggle };
}
