const twilio = require('twilio');
const client = twilio('AC654d324fae8a30270dd7c81521a3efbd', '7eb9e2f69a2675efeaa7a964509f029e');
