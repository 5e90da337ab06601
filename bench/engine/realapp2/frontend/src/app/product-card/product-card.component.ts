import { Component, Input } from '@angular/core'
import { type Product } from '../services/product.service'

@Component({
  selector: 'app-product-card',
  template: `
    <mat-card>
      <img [src]="'assets/public/images/products/' + product.image" [alt]="product.name">
      <h3>{{ product.name }}</h3>
      <div class="description" [innerHTML]="product.description"></div>
      <span class="price">{{ product.price | currency }}</span>
    </mat-card>
  `
})
export class ProductCardComponent {
  @Input() product!: Product
}
