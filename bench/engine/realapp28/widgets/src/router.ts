import Router from '@koa/router';
import * as embed from './handlers/embed.js';
import * as links from './handlers/links.js';
import * as media from './handlers/media.js';

export const router = new Router();

router.get('/player', embed.player);
router.get('/player/:episode', embed.episodePlayer);
router.get('/search', embed.search);
router.get('/hello', embed.hello);
router.post('/links', links.create);
router.get('/l/:code', links.follow);
router.get('/out', links.out);
router.get('/consent', links.consent);
router.get('/transcripts/:file', media.transcript);
router.get('/transcripts/id/:id', media.transcriptById);
router.get('/waveform', media.waveform);
router.get('/waveform/v2', media.waveformSafe);
router.get('/captions', media.caption);
