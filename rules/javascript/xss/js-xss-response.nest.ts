// A NestJS handler's return value is the response: a string is HTML when the handler declares it.
import { Controller, Get, Header, Query } from '@nestjs/common';
import escapeHtml from 'escape-html';

@Controller('pages')
export class PagesController {
  @Get('hello')
  @Header('Cache-Control', 'no-store')
  @Header('Content-Type', 'text/html; charset=utf-8')
  hello(@Query('name') name: string): string {
    // ruleid: js-xss-response
    return `<h1>Hello ${name}</h1>`;
  }

  @Get('hello-escaped')
  @Header('Content-Type', 'text/html')
  helloEscaped(@Query('name') name: string): string {
    // ok: js-xss-response
    return `<h1>Hello ${escapeHtml(name)}</h1>`;
  }

  @Get('hello-text')
  @Header('Content-Type', 'text/plain')
  helloText(@Query('name') name: string): string {
    // ok: js-xss-response
    return `Hello ${name}`;
  }

  @Get('hello-json')
  @Header('Content-Type', 'text/html')
  helloJson(@Query('name') name: string) {
    // ok: js-xss-response
    return { greeting: `Hello ${name}` };
  }
}
