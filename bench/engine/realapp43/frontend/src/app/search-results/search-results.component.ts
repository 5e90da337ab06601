import { Component, OnDestroy, OnInit } from '@angular/core'
import { ActivatedRoute } from '@angular/router'
import { DomSanitizer, SafeHtml } from '@angular/platform-browser'
import { Subscription } from 'rxjs'
import { Product, ProductService } from '../services/product.service'

@Component({
  selector: 'om-search-results',
  templateUrl: './search-results.component.html'
})
export class SearchResultsComponent implements OnInit, OnDestroy {
  products: Product[] = []
  searchValue?: SafeHtml
  searchTerm = ''
  private subscription?: Subscription

  constructor (private route: ActivatedRoute, private productService: ProductService, private sanitizer: DomSanitizer) {}

  ngOnInit () {
    this.subscription = this.route.queryParamMap.subscribe((params) => {
      const term = params.get('q') ?? ''
      this.searchTerm = term
      this.searchValue = this.sanitizer.bypassSecurityTrustHtml(`Results for <em>${term}</em>`)
      this.productService.search(term).subscribe((products) => { this.products = products })
    })
  }

  trackById (index: number, product: Product) {
    return product.id
  }

  ngOnDestroy () {
    this.subscription?.unsubscribe()
  }
}
