/** Every call goes to the versioned prefix of the same origin (the dev server proxies it). */
export const apiBase = "/v1-beta";
