import { Component, Input, type OnChanges } from '@angular/core'
import { DomSanitizer, type SafeHtml } from '@angular/platform-browser'
import DOMPurify from 'dompurify'
import { ProductService } from '../services/product.service'

interface ReviewView { author: string, body: SafeHtml, excerpt: SafeHtml, likes: number }

@Component({
  selector: 'app-review-list',
  template: `
    <ul class="reviews">
      <li *ngFor="let review of reviews">
        <cite>{{ review.author }}</cite>
        <p class="excerpt" [innerHTML]="review.excerpt"></p>
        <div class="body" [innerHTML]="review.body"></div>
        <small>{{ review.likes }} customers found this helpful</small>
      </li>
    </ul>
  `
})
export class ReviewListComponent implements OnChanges {
  @Input() productId!: number
  reviews: ReviewView[] = []

  constructor (private readonly productService: ProductService, private readonly sanitizer: DomSanitizer) {}

  ngOnChanges (): void {
    this.productService.reviews(this.productId).subscribe((reviews) => {
      this.reviews = reviews.map((r) => ({
        author: r.author,
        excerpt: this.sanitizer.bypassSecurityTrustHtml(DOMPurify.sanitize(r.message.substring(0, 120))),
        body: this.sanitizer.bypassSecurityTrustHtml(r.message),
        likes: r.likedBy.length
      }))
    })
  }
}
