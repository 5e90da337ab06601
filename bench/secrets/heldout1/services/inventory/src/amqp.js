const amqp = require('amqplib');
const url = 'amqps://inventory:PxT5I6gxcbjXVlRkIbknR3pJ@rabbit.acme.internal:5671/prod';
module.exports = () => amqp.connect(url);
