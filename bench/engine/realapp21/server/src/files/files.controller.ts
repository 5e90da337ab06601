import {
  Controller,
  Delete,
  Get,
  Param,
  Post,
  Query,
  Res,
  StreamableFile,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { Response } from 'express';
import { join } from 'path';
import { AuthUser, CurrentUser } from '../common/decorators/current-user.decorator';
import { JwtAuthGuard } from '../common/guards/jwt-auth.guard';
import { AttachmentsService } from './attachments.service';

@Controller('files')
@UseGuards(JwtAuthGuard)
export class FilesController {
  constructor(private readonly attachments: AttachmentsService) {}

  @Get('attachments/:name')
  attachment(@CurrentUser() user: AuthUser, @Param('name') name: string) {
    return new StreamableFile(this.attachments.open(user.tenantId, name));
  }

  @Get('legacy')
  legacy(@CurrentUser() user: AuthUser, @Query('path') path: string) {
    return new StreamableFile(this.attachments.openLegacy(user.tenantId, path));
  }

  @Get('download')
  download(@CurrentUser() user: AuthUser, @Query('file') file: string, @Res() res: Response) {
    res.download(join(this.attachments.tenantDir(user.tenantId), file));
  }

  @Get('inline/:name')
  inline(@CurrentUser() user: AuthUser, @Param('name') name: string, @Res() res: Response) {
    res.sendFile(name, { root: this.attachments.tenantDir(user.tenantId), dotfiles: 'deny' });
  }

  @Get('exports/:file')
  async exportFile(@Param('file') file: string, @Res() res: Response) {
    res.type('text/csv').send(await this.attachments.readExport(file));
  }

  @Post('upload')
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: 10 * 1024 * 1024 } }))
  upload(@CurrentUser() user: AuthUser, @UploadedFile() file: Express.Multer.File) {
    return this.attachments.save(user.tenantId, file.originalname, file.buffer);
  }

  @Post('inspection-photo')
  @UseInterceptors(FileInterceptor('photo'))
  inspectionPhoto(@CurrentUser() user: AuthUser, @UploadedFile() photo: Express.Multer.File) {
    return this.attachments.saveInspectionPhoto(user.tenantId, photo.originalname, photo.buffer);
  }

  @Delete('attachments/:name')
  remove(@CurrentUser() user: AuthUser, @Param('name') name: string) {
    return this.attachments.remove(user.tenantId, name);
  }
}
