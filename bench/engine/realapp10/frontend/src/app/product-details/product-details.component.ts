import { Component, type OnInit } from '@angular/core'
import { ActivatedRoute } from '@angular/router'
import { ProductService, type Product } from '../services/product.service'

@Component({
  selector: 'app-product-details',
  templateUrl: './product-details.component.html'
})
export class ProductDetailsComponent implements OnInit {
  product?: Product

  constructor (private readonly route: ActivatedRoute, private readonly productService: ProductService) {}

  ngOnInit (): void {
    const id = Number(this.route.snapshot.paramMap.get('id'))
    this.productService.get(id).subscribe((product) => { this.product = product })
  }
}
