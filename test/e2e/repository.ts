/** The repository the end-to-end scenarios scan: clean code, then a vulnerable file, on two branches. */
import { TestRepo } from '../git/git-fixture.js';

export const CLEAN_APP = `import express from 'express';
const app = express();
app.get('/health', (req, res) => res.send('ok'));
export default app;
`;

/** SQL built from a request parameter, and a hard-coded AWS key: findings of two kinds. */
export const VULNERABLE_FILE = `import mysql from 'mysql';
const connection = mysql.createConnection({ host: 'db' });
const awsAccessKeyId = "AKIAZ3MHQ7RNX4PLV2TW";

export function findUser(req, res) {
  const id = req.query.id;
  connection.query("SELECT * FROM users WHERE id = '" + id + "'", (error, rows) => res.json(rows));
}
`;

export function makeScenarioRepo(): TestRepo {
  const repo = TestRepo.create('main');
  repo.write('src/app.js', CLEAN_APP).write('README.md', '# demo\n').write('docs/notes of the team.md', 'nothing secret here\n');
  repo.commit('clean start');
  repo.git('branch', 'feature');
  return repo;
}
