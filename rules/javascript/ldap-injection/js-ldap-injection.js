const express = require('express');
const ldap = require('ldapjs');

const app = express();
const client = ldap.createClient({ url: 'ldap://directory.internal:389' });
const BASE = 'ou=people,dc=example,dc=com';

function escapeFilterValue(value) {
  return String(value).replace(/[\\*()\0]/g, (c) => '\\' + c.charCodeAt(0).toString(16).padStart(2, '0'));
}

app.get('/people', (req, res) => {
  const mail = req.query.mail;
  // ruleid: js-ldap-injection
  client.search(BASE, { filter: `(&(objectClass=person)(mail=${mail}))`, scope: 'sub' }, (err, out) => res.json({ err, out }));
});

app.get('/people/by-uid', (req, res) => {
  // ruleid: js-ldap-injection
  client.search(BASE, '(uid=' + req.query.uid + ')', (err, out) => res.json({ err, out }));
});

app.get('/people/safe', (req, res) => {
  // ok: js-ldap-injection
  client.search(BASE, { filter: new ldap.EqualityFilter({ attribute: 'mail', value: req.query.mail }), scope: 'sub' }, (err, out) => res.json({ err, out }));
});

app.get('/people/escaped', (req, res) => {
  const uid = escapeFilterValue(req.query.uid);
  // A hand-written filter escaper is not recognised yet (known false positive).
  // todook: js-ldap-injection
  client.search(BASE, { filter: `(uid=${uid})`, scope: 'sub' }, (err, out) => res.json({ err, out }));
});

app.get('/people/all', (req, res) => {
  // ok: js-ldap-injection
  client.search(BASE, { filter: '(objectClass=person)', scope: 'sub', sizeLimit: Number(req.query.limit) || 50 }, (err, out) => res.json({ err, out }));
});
