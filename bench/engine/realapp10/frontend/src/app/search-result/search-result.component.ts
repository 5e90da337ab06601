import { Component, type OnInit } from '@angular/core'
import { ActivatedRoute } from '@angular/router'
import { DomSanitizer, type SafeHtml } from '@angular/platform-browser'
import { ProductService, type Product } from '../services/product.service'

@Component({
  selector: 'app-search-result',
  templateUrl: './search-result.component.html'
})
export class SearchResultComponent implements OnInit {
  products: Product[] = []
  searchHeadline: SafeHtml = ''
  searchTerm = ''

  constructor (private readonly route: ActivatedRoute, private readonly productService: ProductService, private readonly sanitizer: DomSanitizer) {}

  ngOnInit (): void {
    this.route.queryParamMap.subscribe((params) => {
      const term = params.get('q') ?? ''
      this.searchTerm = term
      this.searchHeadline = this.sanitizer.bypassSecurityTrustHtml(`Showing results for <mark>${term}</mark>`)
      this.productService.search(term).subscribe((products) => { this.products = products })
    })
  }
}
