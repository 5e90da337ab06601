module.exports = {
  token: 'ghp_TuvSa7sXCvUzspFHQcO8PBnxDRK3TAu2bfMa',
  password: 'c#+QLakDrQ8!Sjf',
  privateKey: 'RdmkdRp13OuudPpeeFiWuu6uGahFdfNkRxfrgtpcs7DxDoxivguoyuhZ/uG1AQda',
};
