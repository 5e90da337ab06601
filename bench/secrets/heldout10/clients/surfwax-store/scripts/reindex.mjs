import algoliasearch from 'algoliasearch';
import products from '../dist/products.json' with { type: 'json' };

// Admin key: needed to write the index. Never import this file from src/.
const client = algoliasearch('W8OS4CUO5M', '1107905ad8d3f058a9b332bbc2b1247a');
const index = client.initIndex('surfwax-store_products');
await index.replaceAllObjects(products, { autoGenerateObjectIDIfNotExist: true });
console.log(`indexed ${products.length} products`);
