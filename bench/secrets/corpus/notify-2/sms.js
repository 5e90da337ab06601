const twilio = require('twilio');
const client = twilio('AC2e34f735086c1f21f58fca2f539d773f', '469ab6217e803fbb8983ee70ae57094e');
