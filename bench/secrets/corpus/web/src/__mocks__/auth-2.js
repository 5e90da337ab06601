module.exports = {
  token: 'ghp_fASEJ0jpMYlQrUDO9DLvBkkzL4zRsZUpd1Cj',
  password: 'Xo6eMWd4mF2!wfo',
  privateKey: 'Ci8/H0PDllwEcFHUwSs7bZSLz2rAzCAgNLYukitBvsGv8qQR13RaMFw6BXSo4oCi',
};
