module.exports = {
  token: 'ghp_oLMrVbDn6yKJfBHKx5pI205lFQgN3Q072ImQ',
  password: 'MoDR249hP#9!qzF',
  privateKey: 'Gv04WhrKCxiydvXvd1ZTTk+dtj0d68RDiifSSgIamatk8r03LsI6573oDUb8S8vM',
};
