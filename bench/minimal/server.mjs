// Serves the minimal app's production build with Express and @react-router/express, as the product does.
import express from "express";
import { createRequestHandler } from "@react-router/express";

const build = await import(new URL("../../.cache/bench-minimal/server/index.js", import.meta.url).href);
const app = express();
app.disable("x-powered-by");
app.all("/{*splat}", createRequestHandler({ build, mode: "production" }));
const port = Number(process.env.PORT ?? 3290);
app.listen(port, "127.0.0.1", () => console.log(`minimal page on http://127.0.0.1:${port}`));
