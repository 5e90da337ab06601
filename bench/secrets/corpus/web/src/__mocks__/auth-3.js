module.exports = {
  token: 'ghp_Xv2mx5T6hGIK1oqP7IflQbH6QVtXWGfWOrxn',
  password: 'suM9jk_AC?6!rXp',
  privateKey: 'kdDaGXNN/RmjXl1HJh3ZDSaRao/mWddeikB2yFlFlzKGCPUw7w4SQlGCDGyNK9fc',
};
