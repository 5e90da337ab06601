import { Client } from 'basic-ftp';

export async function upload(file: string) {
  const client = new Client();
  await client.access({ host: 'ftp.partner.example', user: 'zephyr', password: 'MwebOz4p7YPe7sca2G3iV8RZisPSsvDskhwzPwm', secure: true });
  await client.uploadFrom(file, `/inbound/${file}`);
}

export const mirror = 'sftp://zephyr:Wombat998Wombat61@files.partner.example/outbound';
