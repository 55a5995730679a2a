/**
 * Where the advertising pixel may run: decided once, by the page's own route module. A page opts in with
 * `handle.advertisingPixel`; every other page (signed-in pages, the chat, checkout, the cancellation and
 * withdrawal buttons, sign-in, legal and settings pages) is off by default, so a new page never carries the
 * pixel by accident.
 *
 * Even on such a page the pixel sees only a clean address: the real pixel reads the page's address
 * (`location.href`) and the referrer itself, and calculator addresses carry purchase price, equity and tax
 * rate in the query, so a page whose address or referrer has a query or a fragment reports nothing.
 */
interface AdvertisingPixelHandle {
  /** The public page may carry the advertising pixel (after consent to marketing). */
  advertisingPixel?: boolean;
}

/** The deepest matched route decides, like `handle.publicPage` for the page cache. */
export function pageAllowsPixel(matches: readonly { handle?: unknown }[]): boolean {
  const handle = matches.at(-1)?.handle as AdvertisingPixelHandle | undefined;
  return handle?.advertisingPixel === true;
}

/** An address the pixel may see: no query, no fragment (an empty referrer is clean too). */
export function isCleanAddress(address: string): boolean {
  return !address.includes("?") && !address.includes("#");
}

/**
 * The page's address without query and fragment, for a server event (`event_source_url`). A form sent with
 * JavaScript reaches the action as React Router's data request (`/auth/confirm.data`, `/_root.data`):
 * the page is the address without that suffix.
 */
export function pageAddress(appUrl: string, requestUrl: string): string {
  const path = new URL(requestUrl).pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  return new URL(appUrl).origin + path;
}
