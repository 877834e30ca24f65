/**
 * The shapes of the page address that each screen's URL parser reads: the parsers take these from
 * here, and `pageUrl` (which calls them) reads the address into them.
 */

/** A query string's parameters, read-only. */
export interface UrlParams {
  get(name: string): string | null;
  has(name: string): boolean;
}

/** Where the page is served from (the default game and board server is this host). */
export interface PageLocation {
  protocol: string;
  hostname: string;
}
