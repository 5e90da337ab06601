import { Controller, Get, Header, NotFoundException, Param, Query, Redirect, Req, Res } from '@nestjs/common';
import { Request, Response } from 'express';
import { escapeHtml } from '../common/util/html';
import { isLocalPath } from '../common/util/urls';

const SHORT_LINKS: Record<string, string> = {
  board: '/board',
  parts: '/parts/orders',
  help: 'https://docs.depotline.example.com/start',
};

/** Public pages around the console: e-mail links, the kiosk welcome page, short links. */
@Controller('portal')
export class PortalController {
  @Get('go')
  @Redirect()
  go(@Query('to') to: string) {
    return { url: to, statusCode: 302 };
  }

  @Get('s/:code')
  short(@Param('code') code: string, @Res() res: Response) {
    const target = SHORT_LINKS[code];
    if (!target) throw new NotFoundException();
    res.redirect(302, target);
  }

  @Get('back')
  back(@Req() req: Request, @Res() res: Response) {
    const returnTo = req.query.returnTo as string | undefined;
    res.redirect(isLocalPath(returnTo) ? returnTo : '/board');
  }

  @Get('leave')
  leave(@Req() req: Request, @Res() res: Response) {
    res.redirect(String(req.query.url));
  }

  @Get('docs')
  @Redirect('https://docs.depotline.example.com', 302)
  docs(@Query('page') page?: string) {
    if (page) return { url: `https://docs.depotline.example.com/${encodeURIComponent(page)}` };
    return undefined;
  }

  @Get('welcome')
  @Header('Content-Type', 'text/html')
  welcome(@Query('name') name = '', @Query('depot') depot = '') {
    return `<html><body>
      <h1>Welcome, ${escapeHtml(name)}</h1>
      <script>window.DEPOT = "${depot}";</script>
      <a href="/board">Open the job board</a>
    </body></html>`;
  }

  @Get('unsubscribe')
  unsubscribe(@Query('email') email: string, @Res() res: Response) {
    res.send(`<p>${email} will no longer receive the weekly fleet digest.</p>`);
  }

  @Get('unsubscribe/confirm')
  unsubscribeConfirm(@Query('email') email: string, @Res() res: Response) {
    res.type('text/plain').send(`${email} will no longer receive the weekly fleet digest.`);
  }

  @Get('kiosk')
  kiosk(@Query('msg') msg: string) {
    return { message: msg, html: false };
  }
}
