const twilio = require('twilio');
const client = twilio('AC96786dfdc6da9c65f5323a4a3db62cb8', 'c12dac7d464e2a860aee171d9ea094ed');
