import SaveIcon from "@mui/icons-material/Save";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";

// The parts of a screen that edits one record as a whole (the Company screen, the Navigation
// screen): cards of fields, and a save bar always in reach.

/** One titled card of the form, with a line of help under its title. */
export function FormSection({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent sx={{ display: "grid", gap: 2 }}>
        <Box>
          <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {hint ? (
            <Typography variant="body2" color="text.secondary">
              {hint}
            </Typography>
          ) : null}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

/** The form's submit button and whether changes wait, at the foot of the window however long the form. */
export function SaveBar({
  saving,
  dirty,
  texts,
}: {
  saving: boolean;
  dirty: boolean;
  texts: { save: string; saving: string; unsavedChanges: string };
}) {
  return (
    <Box
      sx={{
        position: "sticky",
        bottom: 0,
        zIndex: 1,
        display: "flex",
        alignItems: "center",
        gap: 2,
        flexWrap: "wrap",
        py: 1.5,
        bgcolor: "background.default",
        borderTop: 1,
        borderColor: "divider",
      }}
    >
      <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={saving}>
        {saving ? texts.saving : texts.save}
      </Button>
      {dirty ? (
        <Typography variant="body2" color="text.secondary" role="status">
          {texts.unsavedChanges}
        </Typography>
      ) : null}
    </Box>
  );
}

/** Takes the keyboard (and the scroll) to the first field marked invalid, after the render that marks it. */
export function focusFirstInvalid() {
  setTimeout(() => {
    document.querySelector<HTMLElement>('#admin-main [aria-invalid="true"]')?.focus();
  });
}
