const crypto = require('crypto');

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TIPS = ['Drink water', 'Take a walk', 'Stretch'];

// Helpers exported for other modules: where their result goes is not visible here.
function newSessionId() {
  // ruleid: js-weak-random-token
  return Math.random().toString(36).slice(2) + Date.now().toString(36);
}

function inviteCode(n = 8) {
  let code = '';
  // ruleid: js-weak-random-token
  for (let i = 0; i < n; i++) code += ALPHABET[Math.floor(Math.random() * ALPHABET.length)];
  return code;
}

function pin() {
  // ruleid: js-weak-random-token
  return Array.from({ length: 6 }, () => ALPHABET.charAt(Math.floor(Math.random() * 10))).join('');
}

function hexId() {
  // ruleid: js-weak-random-token
  return Math.floor(Math.random() * 0xffffffff).toString(16).padStart(8, '0');
}

function secureCode(n = 8) {
  let code = '';
  // ok: js-weak-random-token
  for (let i = 0; i < n; i++) code += ALPHABET[crypto.randomInt(ALPHABET.length)];
  // ok: js-weak-random-token
  return code + crypto.randomBytes(8).toString(36 > 16 ? 'hex' : 'base64');
}

function lookAlikes() {
  // A pick from a list of items, a delay, a shuffle, an A/B choice: no token text.
  // ok: js-weak-random-token
  const tip = TIPS[Math.floor(Math.random() * TIPS.length)];
  // ok: js-weak-random-token
  const delay = (100 + Math.random() * 50).toFixed(0);
  // ok: js-weak-random-token
  const label = String(Math.round(Math.random() * 100)) + '%';
  // ok: js-weak-random-token
  const variant = Math.random() < 0.5 ? 'a' : 'b';
  // ok: js-weak-random-token
  const step = (Date.now() % 1000).toString(16);
  // ok: js-weak-random-token
  const letter = ALPHABET[Number(process.env.INDEX)];
  return { tip, delay, label, variant, step, letter };
}

module.exports = { newSessionId, inviteCode, pin, hexId, secureCode, lookAlikes };
