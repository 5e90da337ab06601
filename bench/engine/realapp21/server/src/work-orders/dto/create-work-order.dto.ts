import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export class CreateWorkOrderDto {
  @IsString()
  @MaxLength(140)
  title!: string;

  @IsOptional()
  @IsString()
  description?: string;

  @IsInt()
  @Min(1)
  @Max(5)
  priority!: number;

  @IsInt()
  vehicleId!: number;
}

export class AddNoteDto {
  @IsString()
  @MaxLength(2000)
  body!: string;
}
