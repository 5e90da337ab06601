const twilio = require('twilio');
const client = twilio('AC48e5b3c52800b257ceace7bd6fed9203', '2b0346b1109f35560ca9a1bfdaa716a1');
