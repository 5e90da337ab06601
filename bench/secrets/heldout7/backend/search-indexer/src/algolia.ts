import algoliasearch from 'algoliasearch';

const APP_ID = '57PNS95XEY';
// The admin key can write and delete indices: server only.
const ADMIN_KEY = '7f3732a342d30fc392aca1eb5f37c3dc';
export const SEARCH_ONLY_KEY = '6a30e15d172103a4acfb620bd11bd847';
export const admin = algoliasearch(APP_ID, ADMIN_KEY);
