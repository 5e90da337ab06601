import algoliasearch from 'algoliasearch';

// Search-only key: public by design, safe in the browser.
const appId = '63IVF2559B';
const searchKey = process.env.ALGOLIA_SEARCH_KEY ?? '';
export const client = algoliasearch(appId, searchKey);
