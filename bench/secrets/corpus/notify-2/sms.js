const twilio = require('twilio');
const client = twilio('AC830a1c5719c7d28487ecb80e1bf60058', '21571652e4de6aa8ee83142620fe1b4a');
