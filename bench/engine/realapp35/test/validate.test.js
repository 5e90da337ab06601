'use strict';

var assert = require('assert');
var validate = require('../middleware/validate');
var text = require('../helpers/text');

function fakeRes() {
  return {
    statusCode: 200,
    status: function (code) { this.statusCode = code; return this; },
    render: function (view, locals) { this.view = view; this.locals = locals; return this; }
  };
}

describe('validate.numericParam', function () {
  it('passes digits through', function (done) {
    validate.numericParam('id')({ params: { id: '42' } }, fakeRes(), done);
  });

  it('rejects anything else', function () {
    var res = fakeRes();
    validate.numericParam('id')({ params: { id: '4 OR 1=1' } }, res, function () {
      assert.fail('next should not be called');
    });
    assert.strictEqual(res.statusCode, 400);
  });
});

describe('validate.paging', function () {
  it('clamps limit and page', function (done) {
    var req = { query: { limit: '5000', page: '-3' } };
    validate.paging(req, fakeRes(), function () {
      assert.strictEqual(req.query.limit, 100);
      assert.strictEqual(req.query.page, 1);
      done();
    });
  });
});

describe('text.escapeRegex', function () {
  it('escapes metacharacters', function () {
    assert.strictEqual(text.escapeRegex('a.b*c'), 'a\\.b\\*c');
  });
});
