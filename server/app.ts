import { join } from "node:path";
import { constants as zlibConstants } from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { getEnv, isHttps } from "#app/config/env.server";
import { botCheckOrigins } from "#app/platform/bot-check/config.server";
import { pixelOrigins } from "#app/platform/conversions/config.server";
import { startConversionWorker } from "#app/platform/conversions/queue.server";
import { startDeclarationWorker } from "#app/features/declarations/queue.server";
import { startRetentionWorker } from "#app/features/user-data/retention.server";
import { PageCache, publicPageCookies } from "#app/platform/page-cache/page-cache.server";
import { requestInfoContext } from "#app/lib/request-context";
import { bodyLimit } from "./body-limit";
import { loadCriticalCss } from "./critical-css";
import { precompressedAssets } from "./precompressed-assets";
import { crossSiteGuard } from "./cross-site-guard";
import { locationGuard } from "./location-guard";
import { mountHealth } from "./health";
import { knownMethods } from "./methods";
import { servePageCache } from "./page-cache";
import { publicOrigin } from "./public-origin";
import { requestLog } from "./request-log";
import { refuseAmbiguousPaths } from "./router-path";
import { securityHeaders } from "./security-headers";
import { turnGate } from "./turn-gate";

/** The production build of the app; the dev server passes Vite's live module instead. */
// server.js logs its own lines (listening, shutting down) through the same logger.
export { logger } from "#app/platform/log/logger.server";

export const productionBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;

export interface AppOptions {
  mode: "development" | "production";
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Production: the built client folder, served with long caching for hashed files. */
  clientDir?: string;
  /** Development: Vite's middleware serving sources with HMR. */
  devMiddleware?: RequestHandler;
}

/** A stored public page is rendered again after this long (a new build or config means a new process anyway). */
const PAGE_CACHE_TTL_MS = 10 * 60 * 1000;

/** Rendered requests started per event-loop turn; the rest wait in arrival order (server/turn-gate.ts). */
const RENDERS_PER_TURN = 8;

/**
 * Brotli (what every current browser is answered with) in a 256 KB window instead of its default 4 MB. Under
 * load the larger window cost the calculator's 118 KB page 13-15 ms of CPU a request compressed, against
 * 7.5-8.1 ms with this one, at the same size to the byte: the window still holds the largest page (all 360
 * months, 176 KB). Quality stays the middleware's 4. Measured in decision 017.
 */
const COMPRESSION = { brotli: { params: { [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } } };

/** Prefixes of routes that authenticate the sender by signature and so skip the cross-site check. */
const SIGNATURE_ROUTES = ["/hooks/", "/webhooks/"];

export async function createApp({ mode, build, clientDir, devMiddleware }: AppOptions) {
  // React Router re-derives its route tables from a build given as a function on every request (so dev
  // sees edits); the production build never changes, so it is loaded once and handed over as a value.
  const serverBuild = mode === "production" && typeof build === "function" ? await build() : build;
  // The first screen's CSS inlined per page template (built at build time; decision 017).
  if (typeof serverBuild !== "function" && clientDir) loadCriticalCss(serverBuild, clientDir);
  const env = getEnv();
  // HSTS and upgrade-insecure-requests only where the app is really served over HTTPS.
  const httpsOnly = isHttps(env);
  // The advertising pixel's origins only when one is configured (it still loads only after consent).
  const pixel = pixelOrigins();
  // Development renders live sources, so nothing may be kept there.
  const pageCache =
    mode === "production" && env.PAGE_CACHE_MB > 0 ? new PageCache({ maxBytes: env.PAGE_CACHE_MB * 1024 * 1024, ttlMs: PAGE_CACHE_TTL_MS }) : null;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  app.use(requestLog());
  app.use(knownMethods());
  app.use(refuseAmbiguousPaths());
  app.use(locationGuard());
  app.use(compression(COMPRESSION));
  app.use(
    securityHeaders({
      builtAssets: mode === "production",
      httpsOnly,
      imgOrigins: [new URL(env.SUPABASE_URL).origin, ...pixel.img],
      connectOrigins: [
        ...(env.ANALYTICS_PLAUSIBLE_DOMAIN ? [new URL(env.ANALYTICS_PLAUSIBLE_SRC).origin] : []),
        ...botCheckOrigins(),
        ...pixel.connect,
      ],
      frameOrigins: botCheckOrigins(),
      // Without JavaScript the order and "manage subscription" forms are answered with a 303 to Stripe,
      // which form-action also governs (the local stand-in serves both pages from its own origin).
      formActionOrigins: !env.STRIPE_SECRET_KEY
        ? []
        : env.STRIPE_API_URL
          ? [new URL(env.STRIPE_API_URL).origin]
          : ["https://checkout.stripe.com", "https://billing.stripe.com"],
    }),
  );
  mountHealth(app, env);

  if (devMiddleware) app.use(devMiddleware);
  if (clientDir) {
    // File names under assets/ carry a content hash, so they never change; their compressed copies were made
    // at build time.
    const assets = join(clientDir, "assets");
    const assetCache = { immutable: true, maxAge: "1y" };
    app.use("/assets", precompressedAssets(assets, assetCache), express.static(assets, { ...assetCache, index: false }));
    // Only paths that name a file reach the disk: a page view would otherwise cost a stat() and a 404 error object.
    const publicFiles = express.static(clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));
  }

  app.use(bodyLimit());
  app.use(crossSiteGuard({ appOrigin: new URL(env.APP_URL).origin, exemptPrefixes: SIGNATURE_ROUTES }));
  if (pageCache && typeof serverBuild !== "function") {
    app.use(servePageCache(pageCache, publicPageCookies(Object.values(serverBuild.routes).map((route) => route?.module.handle))));
  }
  // Eight renders a turn: under 200 connections 4, 8 and 16 lost nothing where no gate lost up to 222 requests
  // to timeouts, and 8 answered the most (decision 017).
  app.use(turnGate(RENDERS_PER_TURN));
  app.use(publicOrigin(env.APP_URL));
  app.all(
    "/{*path}",
    createRequestHandler({
      build: serverBuild,
      mode,
      getLoadContext: (req, res) =>
        new RouterContextProvider(
          new Map([
            [
              requestInfoContext,
              {
                nonce: String(res.locals.cspNonce),
                clientIp: req.ip ?? "",
                requestId: String(res.locals.requestId),
                pageCache: pageCache && res.locals.pageCacheKey ? { cache: pageCache, key: String(res.locals.pageCacheKey) } : null,
                documentHtml: new Map(),
              },
            ],
          ]),
        ),
    }),
  );
  // Queued conversions are sent in the background and retried on a timer (every instance; the queue hands
  // each event to one of them).
  startConversionWorker();
  // Declarations (cancellations, withdrawals) likewise: recorded first, carried out and retried here.
  startDeclarationWorker();
  startRetentionWorker(); // unconfirmed sign-ups, orders and declarations past their periods (retention.ts)
  return app;
}
