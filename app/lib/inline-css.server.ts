// The compiled Tailwind stylesheet as text, for InlineStyles (server bundle only).
export { default as stylesheet } from "#app/app.css?inline";
