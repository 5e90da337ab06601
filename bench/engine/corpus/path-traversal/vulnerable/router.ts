import { Router } from 'express';
import fs from 'fs';
const router = Router();
router.get('/static/*', (req, res) => { fs.createReadStream('public/' + req.params[0]).pipe(res); });
export default router;
