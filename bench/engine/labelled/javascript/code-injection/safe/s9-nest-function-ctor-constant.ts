import { Body, Controller, Post } from '@nestjs/common';

class PriceDto {
  price!: string;
  quantity!: string;
}

const total = new Function('price', 'quantity', 'return price * quantity;') as (p: number, q: number) => number;

@Controller('quotes')
export class QuotesController {
  @Post('total')
  compute(@Body() dto: PriceDto): { total: number } {
    return { total: total(Number(dto.price), Number(dto.quantity)) };
  }
}
