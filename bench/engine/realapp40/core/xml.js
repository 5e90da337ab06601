'use strict';

const libxmljs = require('libxmljs');
const xml2js = require('xml2js');

function parseRoster(xml) {
  const doc = libxmljs.parseXml(xml, { noent: true, noblanks: true });
  return doc.find('//trainee').map((node) => ({
    name: node.attr('name') ? node.attr('name').value() : '',
    belt: node.text().trim(),
  }));
}

function parseSyllabus(xml) {
  const doc = libxmljs.parseXml(xml, { noent: false, nonet: true });
  return doc.find('//lesson').map((node) => node.attr('slug').value());
}

function parseInventory(xml) {
  return xml2js.parseStringPromise(xml, { explicitArray: false, trim: true });
}

module.exports = { parseRoster, parseSyllabus, parseInventory };
