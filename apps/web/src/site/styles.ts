// Everything the public pages take from the browser build that is not an island: the theme's custom
// properties, the web font, the base styles and every CSS module of the site in one stylesheet (the
// server inlines it in each page), and the site's images (pages link them by URL).
import "virtual:theme.css";
import "@fontsource-variable/plus-jakarta-sans/wght.css";
import "./styles/global.css";

export const modules = import.meta.glob("./**/*.module.css", { eager: true });
export const art = import.meta.glob("./art/*.svg", { eager: true, query: "?url" });
