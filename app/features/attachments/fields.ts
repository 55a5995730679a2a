/** The composer's listing fields by name: the form, the server's reader and the tests use these. */
export const LISTING_FILE_FIELD = "listing";
export const LISTING_TEXT_FIELD = "listingText";
