/** The database allows 1 to 120 characters (calculations.name); kept apart from the zod schemas so pages can use it without zod. */
export const NAME_MAX = 120;
