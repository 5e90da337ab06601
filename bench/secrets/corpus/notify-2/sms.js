const twilio = require('twilio');
const client = twilio('AC8caf771adfe2cee613f8f903c9123964', '49895d69cb2d4dfe8d2927858ca389f9');
