import type { FastifyPluginAsync } from 'fastify';
import * as playlists from '../controllers/playlistController.js';
import { trackSearchSchema } from '../schemas/shows.js';

const playlistRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/show/:slug', playlists.listForShow);
  fastify.get('/tracks', { schema: trackSearchSchema }, playlists.searchTracks);
  fastify.get('/chart', playlists.chart);
  fastify.get('/chart/v2', playlists.chartBound);
  fastify.post('/plays/explore', playlists.explorePlays);
  fastify.post('/plays/by-artist', playlists.playsOfArtist);
  fastify.get('/plays/like', playlists.playsLike);
  fastify.route({
    method: 'POST',
    url: '/plays/explore/v2',
    schema: { body: { type: 'object', required: ['artist'], properties: { artist: { type: 'string', maxLength: 80 } } } },
    handler: playlists.explorePlaysTyped,
  });
};

export default playlistRoutes;
