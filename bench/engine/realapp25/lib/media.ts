import { spawn } from 'child_process';
import path from 'path';
import { config } from './config';

function run(child: ReturnType<typeof spawn>): Promise<void> {
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`exit ${code}`))));
  });
}

/** Square thumbnail of an uploaded photo. */
export function makeThumbnail(source: string, width: number): Promise<void> {
  const dest = path.join(config.uploadsDir, 'thumbs', `${path.basename(source, path.extname(source))}-${width}.webp`);
  return run(spawn('convert', [source, '-resize', `${width}x${width}^`, '-gravity', 'center', '-extent', `${width}x${width}`, dest]));
}

/** Short preview clip of a cooking video, trimmed at a start time the editor picks. */
export function makeClip(source: string, start: string): Promise<void> {
  const dest = path.join(config.uploadsDir, 'clips', `${path.basename(source)}.mp4`);
  return run(spawn(`ffmpeg -y -ss ${start} -i ${source} -t 15 ${dest}`, { shell: true }));
}
