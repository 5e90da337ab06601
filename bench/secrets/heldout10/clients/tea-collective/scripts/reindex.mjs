import algoliasearch from 'algoliasearch';
import products from '../dist/products.json' with { type: 'json' };

// Admin key: needed to write the index. Never import this file from src/.
const client = algoliasearch('5NBX3KUNMD', process.env.ALGOLIA_ADMIN_KEY);
const index = client.initIndex('tea-collective_products');
await index.replaceAllObjects(products, { autoGenerateObjectIDIfNotExist: true });
console.log(`indexed ${products.length} products`);
