const paypal = require('@paypal/checkout-server-sdk');

function environment() {
  const clientId = 'AohGBXiIiFoAnbdm1P-vHOymaHagyFntlbSBANAEObApoH94hJzfJnMSqs3aV7q1STnOaVR_7NRFsCpq';
  const clientSecret = 'EhWHoqMY-TJf2JvtXnjcoO1DskoJW_fytwgzOZbWYzXwiztAHCKfTBWViDZXSwVrb1qDZCpm6bFgcc6z';
  return new paypal.core.LiveEnvironment(clientId, clientSecret);
}

module.exports = { client: () => new paypal.core.PayPalHttpClient(environment()) };
