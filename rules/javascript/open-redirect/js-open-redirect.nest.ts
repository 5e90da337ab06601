// Nest: `@Redirect()` sends the client to the `url` its handler returns; an exception filter or a
// guard reaches the response and request through `host.switchToHttp()`.
import { ArgumentsHost, Catch, Controller, ExceptionFilter, Get, Query, Redirect, UnauthorizedException } from '@nestjs/common';

@Controller('links')
export class LinksController {
  @Get('out')
  @Redirect()
  out(@Query('to') to: string) {
    // ruleid: js-open-redirect
    return { url: to, statusCode: 302 };
  }

  @Get('docs')
  @Redirect('https://docs.example.com', 302)
  docs(@Query('page') page: string, @Query('code') code: string) {
    // ok: js-open-redirect
    return { url: `https://docs.example.com/${encodeURIComponent(page)}`, statusCode: Number(code) };
  }
}

@Catch(UnauthorizedException)
export class LoginRedirectFilter implements ExceptionFilter {
  catch(_exception: UnauthorizedException, host: ArgumentsHost) {
    const http = host.switchToHttp();
    const request = http.getRequest();
    // ruleid: js-open-redirect
    http.getResponse().redirect(String(request.query.back));
  }
}
