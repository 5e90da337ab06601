module.exports = {
  token: 'ghp_S4yU0kXa06pIR2DK0ohK2j6xThh5HTOZ9yPo',
  password: 'yTc7HYZP3#2!EWq',
  privateKey: '2VVfmhKDeJ8TFvOajRcqwdyXVH7C0rmKJoVneXy6VXmO9wBPw6Gfud2qeMhA6Tiw',
};
