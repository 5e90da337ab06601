'use strict';

const ejs = require('ejs');
const Handlebars = require('handlebars');
const pug = require('pug');

const CERTIFICATE =
  '<div class="certificate"><h1>Certificate of completion</h1>' +
  '<p>This certifies that <strong>{{name}}</strong> has reached the rank of {{belt}} belt.</p></div>';
const certificateTemplate = Handlebars.compile(CERTIFICATE);

function renderCertificate(data) {
  return certificateTemplate(data);
}

function renderCustomBanner(source, data) {
  return Handlebars.compile(source)(data);
}

function renderEmail(body, data) {
  return ejs.render(body, data);
}

const WELCOME = 'p Welcome to the dojo, #{name}!';

function renderWelcome(name) {
  return pug.render(WELCOME, { name });
}

module.exports = { renderCertificate, renderCustomBanner, renderEmail, renderWelcome };
