import { HttpService } from '@nestjs/axios';
import { BadRequestException, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import axios from 'axios';
import { firstValueFrom } from 'rxjs';
import { isAllowedHost } from '../common/util/urls';

@Injectable()
export class WebhooksService {
  private readonly allowedHosts: string[];

  constructor(
    private readonly http: HttpService,
    config: ConfigService,
  ) {
    this.allowedHosts = config.get<string[]>('webhookHosts') ?? [];
  }

  /** "Send test event" button in the integration settings. */
  async test(url: string) {
    const response = await firstValueFrom(this.http.post(url, { event: 'ping', sentAt: new Date().toISOString() }));
    return { status: response.status };
  }

  async notify(url: string, payload: unknown) {
    if (!isAllowedHost(url, this.allowedHosts)) throw new BadRequestException('webhook host not allowed');
    const response = await firstValueFrom(this.http.post(url, payload));
    return { status: response.status };
  }

  async fetchLogo(logoUrl: string) {
    const { data, headers } = await axios.get<ArrayBuffer>(logoUrl, { responseType: 'arraybuffer', maxContentLength: 512 * 1024 });
    return { contentType: headers['content-type'], bytes: Buffer.from(data).toString('base64') };
  }

  async fetchLogoFromCdn(fileName: string) {
    const { data } = await axios.get<ArrayBuffer>(`https://cdn.depotline.example.com/logos/${encodeURIComponent(fileName)}`, {
      responseType: 'arraybuffer',
    });
    return Buffer.from(data).toString('base64');
  }

  async checkStatusPage(host: string) {
    const response = await firstValueFrom(this.http.get(`https://${host}/status.json`));
    return response.data;
  }
}
