import { Body, Controller, Post } from '@nestjs/common';
import { execSync } from 'child_process';

@Controller('tools')
export class ToolsController {
  @Post('dig')
  dig(@Body('name') name: string) {
    return { output: execSync(`dig +short ${name}`).toString() };
  }
}
