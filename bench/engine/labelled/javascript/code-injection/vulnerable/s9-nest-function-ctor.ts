import { Body, Controller, Post } from '@nestjs/common';

class RuleDto {
  condition!: string;
  sample!: Record<string, unknown>;
}

@Controller('rules')
export class RulesController {
  @Post('try')
  tryRule(@Body() dto: RuleDto): { matched: boolean } {
    const predicate = new Function('ctx', `return (${dto.condition});`) as (ctx: unknown) => boolean;
    return { matched: Boolean(predicate(dto.sample)) };
  }
}
