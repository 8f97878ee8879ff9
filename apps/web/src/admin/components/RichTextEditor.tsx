import FormatBoldIcon from "@mui/icons-material/FormatBold";
import FormatItalicIcon from "@mui/icons-material/FormatItalic";
import FormatListBulletedIcon from "@mui/icons-material/FormatListBulleted";
import FormatListNumberedIcon from "@mui/icons-material/FormatListNumbered";
import FormatQuoteIcon from "@mui/icons-material/FormatQuote";
import ImageIcon from "@mui/icons-material/Image";
import LinkIcon from "@mui/icons-material/Link";
import RedoIcon from "@mui/icons-material/Redo";
import UndoIcon from "@mui/icons-material/Undo";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import Popover from "@mui/material/Popover";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { EDITOR_TEXTS, MEDIA_PICKER } from "@staffing/shared";
import Image from "@tiptap/extension-image";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type ReactNode, useId, useState } from "react";
import { CompanyFactMenu } from "./CompanyFactMenu";
import { MediaPicker } from "./media/MediaPicker";

// Images from the media library keep the copies the browser may choose among (srcset, sizes); the
// server's sanitizer keeps these attributes too.
const LibraryImage = Image.extend({
  addAttributes() {
    return { ...this.parent?.(), srcset: { default: null }, sizes: { default: null } };
  },
});

/** An empty document is stored as no content, not as an empty paragraph. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? "" : editor.getHTML());

/**
 * Content as HTML, edited as rich text (Tiptap) or as source; the server sanitizes whatever comes.
 * Tiptap's own <style> element is off (injectCSS) because the Content-Security-Policy admits only
 * nonced styles: what ProseMirror needs is written below through sx, which Emotion nonces.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const [source, setSource] = useState(false);
  const [linkAnchor, setLinkAnchor] = useState<HTMLElement | null>(null);
  const [linkAddress, setLinkAddress] = useState("");
  const [pickingImage, setPickingImage] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        link: { openOnClick: false, defaultProtocol: "https" },
        // No empty paragraph added after a closing list or heading: stored HTML stays as written.
        trailingNode: false,
      }),
      LibraryImage.configure({ inline: false }),
    ],
    content: value,
    injectCSS: false,
    // The editor appears after the first render, so the markup of the first render never depends on it.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-label": label,
        "aria-multiline": "true",
        ...(error ? { "aria-invalid": "true", "aria-describedby": errorId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(htmlOf(current)),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive("bold") ?? false,
      italic: current?.isActive("italic") ?? false,
      h2: current?.isActive("heading", { level: 2 }) ?? false,
      h3: current?.isActive("heading", { level: 3 }) ?? false,
      bullet: current?.isActive("bulletList") ?? false,
      ordered: current?.isActive("orderedList") ?? false,
      quote: current?.isActive("blockquote") ?? false,
      link: current?.isActive("link") ?? false,
      canUndo: current?.can().undo() ?? false,
      canRedo: current?.can().redo() ?? false,
    }),
  });

  const chain = () => editor?.chain().focus();
  const toggle = (
    name: string,
    pressed: boolean | undefined,
    run: (button: HTMLElement) => void,
    icon: ReactNode,
  ) => (
    <IconButton
      size="small"
      aria-label={name}
      title={name}
      aria-pressed={pressed ?? false}
      onClick={(event) => run(event.currentTarget)}
      disabled={source || !editor}
    >
      {icon}
    </IconButton>
  );
  // Undo and redo act once; they are not switches, so they carry no pressed state.
  const action = (name: string, enabled: boolean | undefined, run: () => void, icon: ReactNode) => (
    <IconButton size="small" aria-label={name} title={name} onClick={run} disabled={source || !enabled}>
      {icon}
    </IconButton>
  );

  function toggleSource() {
    // Back from the source, the editor takes the HTML as written and the form keeps what it shows.
    if (source && editor) {
      editor.commands.setContent(value, { emitUpdate: false });
      onChange(htmlOf(editor));
    }
    setSource(!source);
  }

  function applyLink() {
    const href = linkAddress.trim();
    setLinkAnchor(null);
    if (!editor) return;
    // The selection survives the popover; the editor takes the focus back once the popover is gone.
    const next = editor.chain().extendMarkRange("link");
    if (!href) next.unsetLink().run();
    else if (editor.state.selection.empty && !editor.isActive("link"))
      next.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
    else next.setLink({ href }).run();
  }

  return (
    <Box>
      <Typography
        variant="body2"
        color={error ? "error" : "text.secondary"}
        sx={{ mb: 0.5 }}
        onClick={() => editor?.commands.focus()}
      >
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? "error.main" : "divider",
          borderRadius: 1,
          "&:focus-within": { borderColor: error ? "error.main" : "primary.main", boxShadow: 1 },
        }}
      >
        <Box
          role="toolbar"
          aria-label={`${EDITOR_TEXTS.toolbar}: ${label}`}
          sx={{
            display: "flex",
            flexWrap: "wrap",
            alignItems: "center",
            gap: 0.25,
            p: 0.5,
            borderBottom: 1,
            borderColor: "divider",
            // Long content scrolls the dialog; the toolbar stays at hand.
            position: "sticky",
            top: 0,
            zIndex: 1,
            bgcolor: "background.paper",
            borderTopLeftRadius: 4,
            borderTopRightRadius: 4,
          }}
        >
          {toggle(EDITOR_TEXTS.bold, state?.bold, () => chain()?.toggleBold().run(), <FormatBoldIcon />)}
          {toggle(
            EDITOR_TEXTS.italic,
            state?.italic,
            () => chain()?.toggleItalic().run(),
            <FormatItalicIcon />,
          )}
          {toggle(
            EDITOR_TEXTS.heading2,
            state?.h2,
            () => chain()?.toggleHeading({ level: 2 }).run(),
            <HeadingGlyph>H2</HeadingGlyph>,
          )}
          {toggle(
            EDITOR_TEXTS.heading3,
            state?.h3,
            () => chain()?.toggleHeading({ level: 3 }).run(),
            <HeadingGlyph>H3</HeadingGlyph>,
          )}
          {toggle(
            EDITOR_TEXTS.bulletList,
            state?.bullet,
            () => chain()?.toggleBulletList().run(),
            <FormatListBulletedIcon />,
          )}
          {toggle(
            EDITOR_TEXTS.orderedList,
            state?.ordered,
            () => chain()?.toggleOrderedList().run(),
            <FormatListNumberedIcon />,
          )}
          {toggle(
            EDITOR_TEXTS.link,
            state?.link,
            (button) => {
              setLinkAddress((editor?.getAttributes("link").href as string | undefined) ?? "");
              setLinkAnchor(button);
            },
            <LinkIcon />,
          )}
          {action(MEDIA_PICKER.insert, true, () => setPickingImage(true), <ImageIcon />)}
          {toggle(
            EDITOR_TEXTS.quote,
            state?.quote,
            () => chain()?.toggleBlockquote().run(),
            <FormatQuoteIcon />,
          )}
          <CompanyFactMenu
            disabled={source || !editor}
            onInsert={(token) => chain()?.insertContent(token).run()}
          />
          {action(EDITOR_TEXTS.undo, state?.canUndo, () => chain()?.undo().run(), <UndoIcon />)}
          {action(EDITOR_TEXTS.redo, state?.canRedo, () => chain()?.redo().run(), <RedoIcon />)}
          <Box sx={{ flexGrow: 1 }} />
          <Button
            size="small"
            aria-label={EDITOR_TEXTS.source}
            aria-pressed={source}
            variant={source ? "contained" : "text"}
            onClick={toggleSource}
            disabled={!editor}
            sx={{ fontFamily: "monospace", minWidth: 0 }}
          >
            {EDITOR_TEXTS.source}
          </Button>
        </Box>
        {source ? (
          <TextField
            value={value}
            onChange={(event) => onChange(event.target.value)}
            multiline
            minRows={10}
            fullWidth
            variant="standard"
            error={Boolean(error)}
            slotProps={{
              input: {
                disableUnderline: true,
                sx: { fontFamily: "monospace", fontSize: 13, p: 1.5, alignItems: "flex-start" },
              },
              htmlInput: {
                "aria-label": `${label} (${EDITOR_TEXTS.source})`,
                spellCheck: false,
                ...(error ? { "aria-describedby": errorId } : {}),
              },
            }}
          />
        ) : null}
        {/* Kept mounted while the source shows, so the editor and its history survive the switch. */}
        <Box sx={{ display: source ? "none" : "block", ...contentStyles }}>
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {error ? (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      ) : null}
      {pickingImage ? (
        <MediaPicker
          open
          mode="insert"
          onClose={() => setPickingImage(false)}
          onInsert={(image) => editor?.chain().focus().setImage(image).run()}
        />
      ) : null}
      <Popover
        open={linkAnchor !== null}
        anchorEl={linkAnchor}
        onClose={() => setLinkAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
        disableRestoreFocus
        slotProps={{ transition: { onExited: () => editor?.commands.focus() } }}
      >
        <Stack spacing={1} sx={{ p: 2, width: 320, maxWidth: "calc(100vw - 32px)" }}>
          <TextField
            label={EDITOR_TEXTS.linkAddress}
            value={linkAddress}
            onChange={(event) => setLinkAddress(event.target.value)}
            onKeyDown={(event) => {
              // Enter applies here; it must not reach the surrounding dialog's form.
              if (event.key === "Enter") {
                event.preventDefault();
                event.stopPropagation();
                applyLink();
              }
            }}
            size="small"
            placeholder="https://"
            autoFocus
            fullWidth
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
            {state?.link ? (
              <Button
                color="error"
                onClick={() => {
                  setLinkAnchor(null);
                  editor?.chain().extendMarkRange("link").unsetLink().run();
                }}
              >
                {EDITOR_TEXTS.removeLink}
              </Button>
            ) : null}
            <Button variant="contained" onClick={applyLink}>
              {EDITOR_TEXTS.applyLink}
            </Button>
          </Stack>
        </Stack>
      </Popover>
    </Box>
  );
}

function HeadingGlyph({ children }: { children: string }) {
  return (
    <Box component="span" sx={{ fontWeight: 700, fontSize: 14, lineHeight: "24px", width: 24 }}>
      {children}
    </Box>
  );
}

// ProseMirror's required rules (what Tiptap would inject) and the look of the content while editing.
const contentStyles = {
  "& .ProseMirror": {
    position: "relative",
    minHeight: { xs: 160, sm: 220 },
    px: 1.5,
    py: 1,
    outline: "none",
    wordWrap: "break-word",
    whiteSpace: "break-spaces",
    fontVariantLigatures: "none",
    fontFeatureSettings: '"liga" 0',
  },
  "& .ProseMirror pre": { whiteSpace: "pre-wrap" },
  "& .ProseMirror p": { my: 1 },
  "& .ProseMirror h2": { typography: "h5", fontWeight: 600, mt: 2, mb: 1 },
  "& .ProseMirror h3": { typography: "h6", fontWeight: 600, mt: 2, mb: 1 },
  "& .ProseMirror ul, & .ProseMirror ol": { pl: 3, my: 1 },
  "& .ProseMirror blockquote": {
    borderLeft: 3,
    borderColor: "divider",
    color: "text.secondary",
    pl: 2,
    mx: 0,
  },
  "& .ProseMirror a": { color: "primary.main", textDecoration: "underline" },
  "& .ProseMirror img": { maxWidth: "100%", height: "auto" },
  "& .ProseMirror img.ProseMirror-selectednode": { outline: "2px solid", outlineColor: "primary.main" },
  "& .ProseMirror code": { fontFamily: "monospace", bgcolor: "action.hover", px: 0.5, borderRadius: 0.5 },
  "& img.ProseMirror-separator": { display: "inline", border: "none", m: 0, width: 0, height: 0 },
  "& .ProseMirror-gapcursor": { display: "none", pointerEvents: "none", position: "absolute", m: 0 },
  "& .ProseMirror-gapcursor::after": {
    content: '""',
    display: "block",
    position: "absolute",
    top: -2,
    width: 20,
    borderTop: "1px solid",
  },
  "& .ProseMirror-focused .ProseMirror-gapcursor": { display: "block" },
  "& .ProseMirror-hideselection *::selection": { background: "transparent" },
  "& .ProseMirror-hideselection *": { caretColor: "transparent" },
} as const;
