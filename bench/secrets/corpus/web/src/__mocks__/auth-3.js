module.exports = {
  token: 'ghp_7OSs1b0RK6KGZMLFy7NywWFzLm9gyJVJyHwh',
  password: 'DMBXaiG@-C8!wL9',
  privateKey: '9E0h2VorBOCX5QkinRyMMaKnqzkpAXuCGVtiHmnB4Fjcm91l9TheH8Hsz8VBDjZa',
};
