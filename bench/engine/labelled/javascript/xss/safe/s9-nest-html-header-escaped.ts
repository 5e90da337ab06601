import { Controller, Get, Header, Query } from '@nestjs/common';
import validator from 'validator';

@Controller('welcome')
export class WelcomeController {
  @Get()
  @Header('Content-Type', 'text/html')
  greet(@Query('name') name = 'friend'): string {
    return `<html><body><h1>Welcome, ${validator.escape(name)}!</h1></body></html>`;
  }
}
