/// <reference types="vite/client" />

declare module "virtual:theme.css";
