import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import Typography from "@mui/material/Typography";
import { ADMIN_MEDIA } from "@staffing/shared";
import type { MediaItem } from "./useMediaUpload";

/** The smallest copy of a library image: what a grid needs. */
export const thumbnailOf = (item: Pick<MediaItem, "url" | "variants">) => item.variants[0]?.url ?? item.url;

/** One image of a grid, as a button named by what it shows: its file name and its alt text. */
export function MediaTile({
  item,
  selected,
  onClick,
}: {
  item: MediaItem;
  /** In a picker: whether this is the chosen one (a toggle). */
  selected?: boolean;
  onClick: () => void;
}) {
  return (
    <ButtonBase
      onClick={onClick}
      aria-pressed={selected}
      focusRipple
      sx={{
        display: "flex",
        flexDirection: "column",
        alignItems: "stretch",
        width: "100%",
        textAlign: "left",
        border: 2,
        borderColor: selected ? "primary.main" : "divider",
        borderRadius: 1,
        overflow: "hidden",
        bgcolor: "background.paper",
      }}
    >
      <Box
        component="img"
        src={thumbnailOf(item)}
        // The caption under it says the alt text already.
        alt=""
        loading="lazy"
        sx={{
          display: "block",
          width: "100%",
          aspectRatio: "4 / 3",
          objectFit: "cover",
          bgcolor: "grey.100",
        }}
      />
      <Box sx={{ p: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          {item.fileName}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {item.alt || ADMIN_MEDIA.noAlt}
        </Typography>
      </Box>
    </ButtonBase>
  );
}
