const { execSync } = require('child_process');

exports.handler = async (event) => {
  const { name } = event.queryStringParameters;
  // ruleid: js-command-injection
  const out = execSync('figlet ' + name);
  return { statusCode: 200, body: out.toString() };
};
