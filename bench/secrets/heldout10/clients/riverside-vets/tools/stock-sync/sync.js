import fs from 'node:fs';
import WooCommerceRestApi from '@woocommerce/woocommerce-rest-api';
import 'dotenv/config';

const api = new WooCommerceRestApi.default({
  url: process.env.WC_URL,
  consumerKey: process.env.WC_CONSUMER_KEY,
  consumerSecret: process.env.WC_CONSUMER_SECRET,
  version: 'wc/v3',
});

const rows = fs.readFileSync(process.env.WAREHOUSE_CSV, 'utf8').trim().split('\n').slice(1);
for (const row of rows) {
  const [sku, qty] = row.split(',');
  const { data } = await api.get('products', { sku });
  if (data[0] && process.env.DRY_RUN !== 'true') await api.put(`products/${data[0].id}`, { stock_quantity: Number(qty) });
}
