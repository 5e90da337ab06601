const twilio = require('twilio');
const client = twilio('ACdac081f070693b5d5016e1a56146ca11', '6526905354a85de028844e9833366fea');
