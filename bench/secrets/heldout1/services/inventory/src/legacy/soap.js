const soap = require('soap');
const url = 'https://erp.supplier.com/ws/Inventory?wsdl';

async function stock(sku) {
  const client = await soap.createClientAsync(url);
  client.setSecurity(new soap.BasicAuthSecurity('acme-integration', 'C9!KgTi5*lCFB!%N3t'));
  const [result] = await client.GetStockAsync({ sku });
  return result;
}
module.exports = { stock };
