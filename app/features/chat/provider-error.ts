/** The code the answer stream carries instead of a provider's error text (details go to the log only). */
export const PROVIDER_ERROR = "provider-error";
