const nodemailer = require('nodemailer');

module.exports = nodemailer.createTransport({
  host: 'smtp.acme.io',
  auth: { user: 'mailer', pass: 'jDA384UAH43!4kl' },
});
