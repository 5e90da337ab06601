const nodemailer = require('nodemailer');

module.exports = nodemailer.createTransport({
  host: 'smtp.acme.io',
  auth: { user: 'mailer', pass: '6vfw!a&Zgx1!Fao' },
});
