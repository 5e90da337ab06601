const twilio = require('twilio');
const client = twilio('AC1af1c780ad9fd31b758219d3e68920e8', '51b0defd926698f65d3ff2cefcd828f8');
