module.exports = {
  token: 'ghp_LF8rGajKFFl1r4SpAgTQAsrGLdebBZPTtjEx',
  password: '3UPv^U&xd&9!jz0',
  privateKey: 'Jt7fDNgDe0/EAL624T36GzVhfdcYIjzeePJfH/IyOC4PGYvqMMsWcDp80KJgCHKy',
};
