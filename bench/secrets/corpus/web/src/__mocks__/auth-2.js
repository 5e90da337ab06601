module.exports = {
  token: 'ghp_fhiZ4Xv7mEpntpL6QzPtxWRjEuTFVivoX9CL',
  password: 'L6f_4Qoy+71!hQy',
  privateKey: 'sDnkAaTidydcWCohuF8gJkXKEfBUROCMBN2Z1eGuYiMHqvyjlkbd0sHqs2q0qMum',
};
