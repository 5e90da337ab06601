#!/usr/bin/env node
// Uploads the delivery-zone tileset. Needs a SECRET token with uploads:write (sk.*), not the public pk.* one.
import { execFileSync } from 'node:child_process';

const MAPBOX_TOKEN = process.env.MAPBOX_UPLOAD_TOKEN ?? 'sk.eyJ1IjoiEcwPGlLLol_JUu_oPhQJAybVlO76tR.4eluXhbxhUESwZo0tnuKMp';

execFileSync('tilesets', ['upload-source', 'harbor', 'delivery-zones', 'data/zones.geojson.ld'], {
  env: { ...process.env, MAPBOX_ACCESS_TOKEN: MAPBOX_TOKEN },
  stdio: 'inherit',
});
