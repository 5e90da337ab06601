// Public keys only: everything here ships to the browser.
export const stripePublishableKey = 'pk_live_51d6CewvglwUnDwi4Jf1FiahIlhr9hAWa43gplx8euFJFRCsgEL9ygHioea6ro6CR0xaDG7vRudsUUb90iD8fKhdFR4Y0iN1W3K';
export const algolia = { appId: 'TZUYCOPPCY', searchKey: '5bf10176c48d386d31d9e8fef0ffbadb', index: 'tea-collective_products' };
export const storefront = { domain: 'tea-collective.myshopify.com', token: '0e9dda20b5cdc5355e101b82f5b7a4ee' };
export const hcaptchaSiteKey = 'fb39b2af-e02d-4c63-9eab-48289498bbb9';
export const mapboxToken = 'pk.eyJ1IjoidGVhIiwiYSI6IjE3eWxrZW45bDlvcHZ6c21ocm5pczIzYm0ifQ.ye9nfGyEYg6YuPZjmNWtxl';
export const paypalClientId = 'A_tti7_K1E9SjqWZhuWtxpFM4Wi_z6-J1Q6I9kRP7X14p_Dm5GR9b0ejN98dnwhdLvcwTwA6konouzoR';
