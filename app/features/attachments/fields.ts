/** The composer's file field by name: the form and the server's reader share it. */
export const LISTING_FILE_FIELD = "listing";
