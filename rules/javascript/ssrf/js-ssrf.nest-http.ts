// Nest's HttpModule: the injected HttpService wraps axios. A helper that parses the URL in a `try`
// and checks its host against a configured list pins the URL on the branch where it said yes.
import { HttpService } from '@nestjs/axios';
import { BadRequestException, Body, Controller, Post, Query } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { firstValueFrom } from 'rxjs';

function isAllowedHost(raw: string, hosts: string[]): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && hosts.includes(url.hostname);
}

@Controller('hooks')
export class HooksController {
  private readonly hosts: string[];

  constructor(
    private readonly http: HttpService,
    config: ConfigService,
  ) {
    this.hosts = (config.get<string>('HOOK_HOSTS') ?? '').split(',');
  }

  @Post('test')
  async test(@Body('url') url: string) {
    // ruleid: js-ssrf
    const res = await firstValueFrom(this.http.post(url, { ping: true }));
    return res.status;
  }

  @Post('send')
  async send(@Body('url') url: string) {
    if (!isAllowedHost(url, this.hosts)) throw new BadRequestException('host not allowed');
    // ok: js-ssrf
    const res = await firstValueFrom(this.http.post(url, { ping: true }));
    return res.status;
  }

  @Post('inline')
  async inline(@Body('url') raw: string) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new BadRequestException('bad url');
    }
    if (!this.hosts.includes(url.hostname)) throw new BadRequestException('host not allowed');
    // ok: js-ssrf
    return firstValueFrom(this.http.get(raw));
  }

  @Post('status')
  status(@Query('host') host: string) {
    // ruleid: js-ssrf
    return firstValueFrom(this.http.get(`https://${host}/status.json`));
  }
}
