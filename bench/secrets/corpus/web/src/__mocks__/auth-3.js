module.exports = {
  token: 'ghp_vUaS2jNJnvVzADN4dCZ3SxexPoKzLFHxTZP2',
  password: '8xmPP#74bh8!A0p',
  privateKey: 'QggBCtGcRVQddSUsi8tvF2yT1c2vrEsNDREA5TQepOfXXdBPF85OjkXeX7urNCcT',
};
