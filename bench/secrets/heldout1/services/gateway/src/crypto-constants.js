// Curve parameters (secp256k1), public constants.
module.exports = {
  P: 'fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f',
  N: 'fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141',
  Gx: '79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
};
