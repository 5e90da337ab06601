import { Type } from 'class-transformer';
import { IsEnum, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { WorkOrderStatus } from '../work-order.entity';

export class SearchWorkOrdersDto {
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @IsOptional()
  @IsEnum(WorkOrderStatus)
  status?: WorkOrderStatus;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(5)
  minPriority?: number;

  @IsOptional()
  @IsIn(['createdAt', 'priority', 'reference'])
  sort?: 'createdAt' | 'priority' | 'reference';

  @IsOptional()
  @IsString()
  assignee?: string;
}
