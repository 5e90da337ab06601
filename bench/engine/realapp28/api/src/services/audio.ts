import { exec, execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { config } from '../config.js';

const execAsync = promisify(exec);
const execFileAsync = promisify(execFile);

// Cut a clip out of an archived recording for social media.
export async function cutClip(source: string, start: string, seconds: number) {
  const out = path.join(config.uploadsDir, 'clips', `${Date.now()}.mp3`);
  await execAsync(`ffmpeg -y -ss ${start} -t ${seconds} -i "${source}" -c copy ${out}`);
  return out;
}

export async function cutClipSafely(source: string, start: string, seconds: number) {
  const out = path.join(config.uploadsDir, 'clips', `${Date.now()}.mp3`);
  await execFileAsync('ffmpeg', ['-y', '-ss', start, '-t', String(seconds), '-i', source, '-c', 'copy', out]);
  return out;
}

export function loudness(file: string) {
  return spawn('ffmpeg', ['-i', file, '-af', 'loudnorm=print_format=json', '-f', 'null', '-'], { shell: false });
}

export async function probeDuration(file: string) {
  const { stdout } = await execAsync(`ffprobe -v quiet -show_entries format=duration -of csv=p=0 ${file}`);
  return Number(stdout.trim());
}

export async function archiveSize() {
  const { stdout } = await execAsync(`du -sh ${config.archiveDir}`);
  return stdout.split('\t')[0];
}
