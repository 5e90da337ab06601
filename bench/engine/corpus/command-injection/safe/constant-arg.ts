import express from 'express';
import { execSync } from 'child_process';
function archive(name: string) { return execSync('tar czf /tmp/a.tgz ' + name); }
const app = express();
app.get('/a', (req, res) => { archive('/var/data'); res.end(); });
