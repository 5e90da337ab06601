import braintree from 'braintree';

export const gateway = new braintree.BraintreeGateway({
  environment: braintree.Environment.Production,
  merchantId: 'n6f97vpxp1f9cucn',
  publicKey: 'hbe1qu0j2ihb0gs8',
  privateKey: '3fc5d5283d82cfe26017927e1ef327f5',
});
