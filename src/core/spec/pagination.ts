// Following `nextCursor` through a paginated list.

/**
 * Pages of tools/list a client follows before giving up. The spec sets no limit; this one is
 * ours, far past any real server (the largest real list we have fits in a handful of pages).
 */
export const PAGE_CAP = 100;
