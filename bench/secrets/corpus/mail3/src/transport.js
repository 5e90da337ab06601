const nodemailer = require('nodemailer');

module.exports = nodemailer.createTransport({
  host: 'smtp.acme.io',
  auth: { user: 'mailer', pass: 'QqPpwqa=T%3!tXV' },
});
