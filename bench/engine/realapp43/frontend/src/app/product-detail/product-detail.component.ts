import { Component, OnInit } from '@angular/core'
import { ActivatedRoute } from '@angular/router'
import { DomSanitizer, SafeHtml, SafeResourceUrl } from '@angular/platform-browser'
import { Product, ProductService, Review } from '../services/product.service'

interface ReviewView { author: string, body: SafeHtml }

const PROMO_VIDEO = 'https://video.orchard-market.example/embed/harvest-2024'

@Component({
  selector: 'om-product-detail',
  templateUrl: './product-detail.component.html'
})
export class ProductDetailComponent implements OnInit {
  product?: Product
  reviews: ReviewView[] = []
  promoVideo: SafeResourceUrl
  storyHtml?: SafeHtml

  constructor (private route: ActivatedRoute, private products: ProductService, private sanitizer: DomSanitizer) {
    this.promoVideo = this.sanitizer.bypassSecurityTrustResourceUrl(PROMO_VIDEO)
  }

  ngOnInit () {
    const id = Number(this.route.snapshot.paramMap.get('id'))
    this.products.get(id).subscribe((product) => {
      this.product = product
      this.storyHtml = this.sanitizer.bypassSecurityTrustHtml(product.description)
    })
    this.products.reviews(id).subscribe((reviews: Review[]) => {
      this.reviews = reviews.map((r) => ({ author: r.author, body: r.message }))
    })
  }
}
