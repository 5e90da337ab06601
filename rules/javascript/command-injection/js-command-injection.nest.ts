import { Body, Controller, Get, Headers, Param, Post, Query } from '@nestjs/common';
import { exec, execFile } from 'child_process';

class ArchiveDto {
  name!: string;
}

@Controller('tools')
export class ToolsController {
  private readonly defaultHost = 'localhost';

  @Get('ping')
  ping(@Query('host') host: string) {
    // ruleid: js-command-injection
    exec('ping -c 1 ' + host);
  }

  @Get('ping-safe')
  pingSafe(@Query('host') host: string) {
    // Arguments as a list, no shell.
    // ok: js-command-injection
    execFile('ping', ['-c', '1', host]);
  }

  @Post('archive/:id')
  archive(@Param('id') id: string, @Body() dto: ArchiveDto, @Headers('x-request-id') trace: string) {
    // ruleid: js-command-injection
    exec(`tar czf /backups/${dto.name}.tgz /data/${id}`);
    // ok: js-command-injection
    exec('logger archive ' + parseInt(trace, 10));
    // A parameter without a request decorator is the application's own value.
    // ok: js-command-injection
    exec('ping -c 1 ' + this.defaultHost);
  }
}
