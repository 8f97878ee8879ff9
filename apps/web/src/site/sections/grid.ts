import ui from "../styles/ui.module.css";

/** The grid for a number of items: pairs for two or four, otherwise rows of three. */
export const gridFor = (count: number) => (count === 2 || count === 4 ? ui.grid2 : ui.grid3);
