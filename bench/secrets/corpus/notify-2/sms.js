const twilio = require('twilio');
const client = twilio('ACbb691dd74d322e6e54a8e81d25255215', 'b3e12b5b69663c13d3398fca195c5882');
