// Public keys only: everything here ships to the browser.
export const stripePublishableKey = 'pk_live_Uf2DvAFxxiG1VCtCoV6PlkjA';
export const algolia = { appId: 'CQVSY1EE8J', searchKey: '53647bb75cb10a75cf12fe15eee4517a', index: 'surfwax-store_products' };
export const storefront = { domain: 'surfwax-store.myshopify.com', token: '6236203e20694d5a4aa4e367ffbf9431' };
export const hcaptchaSiteKey = 'c574b4a1-c0ed-4088-b672-24063cb6c41d';
export const mapboxToken = 'pk.eyJ1Ijoic3VyZndheCIsImEiOiJiN3RremYydTY1dXJvdm8yZnZ0NWhmazJhIn0.kPWlrrXl7bIcz4IHReKk6v';
export const paypalClientId = 'AMfb4LelpWZMhaj26OqL_XIPnJ93w7fwEXQ2PYX9KhoofAluzP2crJFXPPTqVHicOokoH8evFHdkb3Ep';
