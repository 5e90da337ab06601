import { Component, NgZone, type OnDestroy, type OnInit } from '@angular/core'
import { ActivatedRoute, Router } from '@angular/router'
import { DomSanitizer, type SafeHtml } from '@angular/platform-browser'
import { type Subscription } from 'rxjs'
import { ProductService, type Product } from '../services/product.service'
import { BasketService } from '../services/basket.service'

@Component({
  selector: 'app-search-result',
  templateUrl: './search-result.component.html'
})
export class SearchResultComponent implements OnInit, OnDestroy {
  public searchValue?: SafeHtml
  public resultHeading = ''
  public products: Product[] = []
  public emptyState = false
  private routerSubscription?: Subscription

  constructor (
    private readonly productService: ProductService,
    private readonly basketService: BasketService,
    private readonly route: ActivatedRoute,
    private readonly router: Router,
    private readonly sanitizer: DomSanitizer,
    private readonly ngZone: NgZone
  ) {}

  ngOnInit () {
    this.routerSubscription = this.router.events.subscribe(() => this.filterTable())
    this.filterTable()
  }

  filterTable () {
    let queryParam: string = this.route.snapshot.queryParams.q
    if (queryParam) {
      queryParam = queryParam.trim()
      this.searchValue = this.sanitizer.bypassSecurityTrustHtml(queryParam)
      this.resultHeading = queryParam
      this.productService.search(queryParam).subscribe((products) => {
        this.products = products
        this.emptyState = products.length === 0
      })
    } else {
      this.searchValue = undefined
      this.productService.search('').subscribe((products) => { this.products = products })
    }
  }

  addToBasket (id: number) {
    this.basketService.add(id).subscribe()
  }

  ngOnDestroy () {
    this.routerSubscription?.unsubscribe()
  }
}
