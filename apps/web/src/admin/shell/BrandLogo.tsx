import Box from "@mui/material/Box";
import { COMPANY } from "@staffing/shared";
import mark from "../../site/art/favicon.svg?url";
import logo from "../../site/art/logo.svg?url";

/**
 * The company's logo, as the public site's header shows it (apps/web/src/site/art): the whole logo,
 * or its mark alone where there is room for an icon only (the sidebar's icon rail).
 */
export function BrandLogo({ compact = false, name }: { compact?: boolean; name?: string | undefined }) {
  // The profile's name once it is known (the Company screen changes it); the built-in one before.
  const alt = name || COMPANY.name;
  return compact ? (
    <Box component="img" src={mark} alt={alt} width={32} height={32} sx={{ display: "block" }} />
  ) : (
    <Box
      component="img"
      src={logo}
      alt={alt}
      width={160}
      height={32}
      sx={{ display: "block", maxWidth: "100%", height: "auto" }}
    />
  );
}
