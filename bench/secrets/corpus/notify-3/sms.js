const twilio = require('twilio');
const client = twilio('ACd9e393afd923d38a948f8a76a74368cc', '7b6d83ff87333eb355e3eae5d91fa872');
