module.exports = {
  token: 'ghp_lQ2SmJcFmjesVnKefWCZuQTdACcOfjBtEi0w',
  password: '=n-MJVMPWe9!rW9',
  privateKey: 'uZdaUneiyE2El9g9S3N6NbtghxOQ7Jq3FS1XcZftmOGNrRs4ZC7ceMoP0L4HCUBS',
};
