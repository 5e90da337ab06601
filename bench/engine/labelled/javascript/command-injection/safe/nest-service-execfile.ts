import { Body, Controller, Post } from '@nestjs/common';
import { execFileSync } from 'child_process';

@Controller('tools')
export class ToolsController {
  @Post('dig')
  dig(@Body('name') name: string) {
    return { output: execFileSync('dig', ['+short', name]).toString() };
  }
}
