import { Body, Controller, Get, Param, ParseIntPipe, Patch, Query, UseGuards } from '@nestjs/common';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { AuthUser, CurrentUser } from '../common/decorators/current-user.decorator';
import { JwtAuthGuard } from '../common/guards/jwt-auth.guard';
import { UsersService } from './users.service';

class UpdateSignatureDto {
  @IsString()
  @MaxLength(4000)
  signatureHtml!: string;
}

class SetRoleDto {
  @IsIn(['mechanic', 'dispatcher', 'admin'])
  role!: 'mechanic' | 'dispatcher' | 'admin';
}

@Controller('users')
@UseGuards(JwtAuthGuard)
export class UsersController {
  constructor(private readonly usersService: UsersService) {}

  @Get()
  list(@CurrentUser() user: AuthUser, @Query('name') name?: string, @Query('role') role?: string) {
    return this.usersService.search(user.tenantId, { name, role });
  }

  @Get('lookup')
  lookup(@Query('email') email: string) {
    return this.usersService.byEmail(email);
  }

  @Get(':id')
  findOne(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return this.usersService.findOne(user.tenantId, id);
  }

  @Patch('me/signature')
  updateSignature(@CurrentUser() user: AuthUser, @Body() dto: UpdateSignatureDto) {
    return this.usersService.updateSignature(user.tenantId, user.id, dto.signatureHtml);
  }

  @Patch(':id/role')
  setRole(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: SetRoleDto) {
    return this.usersService.setRole(user.tenantId, id, dto.role);
  }
}
