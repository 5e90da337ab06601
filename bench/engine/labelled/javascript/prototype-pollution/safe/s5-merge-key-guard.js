const FORBIDDEN = ['__proto__', 'constructor', 'prototype'];

function merge(target, source) {
  for (const key of Object.keys(source)) {
    if (FORBIDDEN.includes(key)) continue;
    if (source[key] && typeof source[key] === 'object') {
      if (!Object.prototype.hasOwnProperty.call(target, key)) target[key] = {};
      merge(target[key], source[key]);
    } else {
      target[key] = source[key];
    }
  }
  return target;
}

exports.handler = (req, res) => {
  res.json(merge({}, req.body));
};
