import { Controller, Get, Query, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Product } from './product.entity';

@Injectable()
export class ProductsService {
  constructor(@InjectRepository(Product) private readonly products: Repository<Product>) {}

  search(term: string) {
    return this.products
      .createQueryBuilder('p')
      .where(`p.name LIKE '%${term}%'`)
      .orderBy('p.name')
      .getMany();
  }
}

@Controller('products')
export class ProductsController {
  constructor(private readonly service: ProductsService) {}

  @Get('search')
  search(@Query('q') q: string) {
    return this.service.search(q);
  }
}
