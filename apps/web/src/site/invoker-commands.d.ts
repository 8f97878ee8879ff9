// Invoker commands (a button that opens or closes a dialog without script), which React passes on
// as attributes but its types do not list yet.
import "react";

declare module "react" {
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | (string & {});
    commandfor?: string;
  }
}
