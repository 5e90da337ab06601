import { Controller, Get, Query } from '@nestjs/common';

@Controller('links')
export class LinkPreviewController {
  @Get('preview')
  async preview(@Query('url') url: string) {
    const response = await fetch(url, { redirect: 'follow' });
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? '';
    return { title };
  }
}
