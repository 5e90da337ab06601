const Docker = require('dockerode');
const docker = new Docker();
async function main() {
  await docker.createContainer({
    Image: 'postgres:16',
    Env: ['POSTGRES_USER=app', 'POSTGRES_PASSWORD=maple_K5dtlJzD98', 'POSTGRES_DB=app'],
    HostConfig: { PortBindings: { '5432/tcp': [{ HostPort: '5432' }] } },
  });
}
const defaults = ['PASSWORD=', 'API_KEY=${API_KEY}'];
main();
