const twilio = require('twilio');
const client = twilio('AC810219937f17c65dbbf3c151c991e54c', 'dce777c050d813b9031ed5ffbdd08b8a');
