module.exports = {
  token: 'ghp_3sjyV54EQNdtEh6KvKpg8MddMa6iJV768N6P',
  password: '?MaFh%Jhku6!gKp',
  privateKey: 'LG+/7JQ3YM+pgQ+/8o1vR09uj38Ht49vv9Bc0aBvNYpmf8tjFXGjqCZJF/ZFvmQw',
};
