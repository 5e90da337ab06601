// A handler exported for a loader to register, seen only through the raw body it reads from the
// request stream and the response it ends.
const libxmljs = require('libxmljs');

module.exports = (req, res) => {
  let raw = '';
  req.on('data', (chunk) => { raw += chunk; });
  req.on('end', () => {
    // ruleid: js-xxe-libxml
    const doc = libxmljs.parseXml(raw, { noent: true });
    // ok: js-xxe-libxml
    const safe = libxmljs.parseXml(raw, { nonet: true });
    res.end(doc.root().name() + safe.root().name());
  });
};

// Two streams, both listened to: a copy between streams, not a request and its response.
exports.copy = (source, sink) => {
  source.on('data', (chunk) => {
    // ok: js-xxe-libxml
    libxmljs.parseXml(String(chunk), { noent: true });
    sink.write(chunk);
  });
  sink.on('error', () => {});
  source.on('end', () => sink.end());
};
