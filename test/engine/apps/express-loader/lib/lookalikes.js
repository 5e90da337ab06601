// Functions whose parameters have request-like members but are not requests.
const { exec } = require('child_process');
const fs = require('fs');

// An HTTP client options builder: reads .query/.body/.headers of its own options.
function buildRequest(opts, out) {
  opts.body = JSON.stringify(opts.query);
  out.write(opts.headers);
  // ok: js-command-injection
  exec('curl ' + opts.body);
  return opts;
}

// A template printer: node.body and a writer.
function printNode(node, writer) {
  writer.write('<div>' + node.body + '</div>');
  // ok: js-path-traversal
  fs.readFileSync(node.params.file);
}

// A cache of upstream responses.
function remember(response, cache) {
  cache.set(response.headers.etag, response.body);
  // ok: js-command-injection
  exec('touch ' + response.headers.etag);
}

module.exports = { buildRequest, printNode, remember };
