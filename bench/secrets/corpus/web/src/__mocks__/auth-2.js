module.exports = {
  token: 'ghp_QSY5Vb37jVdalDdfO9i104lYWkmn1SEK16MJ',
  password: '9E_DH-mTLr3!5vp',
  privateKey: '2Iv8GOwOQhsNkwCmsa2N2bCYTRoVI7/ymix6TOIqPNzkarnCz+0P7xF/blZ7QjA4',
};
