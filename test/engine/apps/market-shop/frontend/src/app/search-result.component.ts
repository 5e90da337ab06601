import { Component, type OnInit } from '@angular/core';
import { DomSanitizer, type SafeHtml } from '@angular/platform-browser';
import { ActivatedRoute } from '@angular/router';
import { HttpClient } from '@angular/common/http';

interface Product { name: string, description: string, price: number }

@Component({ selector: 'app-search-result', templateUrl: './search-result.component.html' })
export class SearchResultComponent implements OnInit {
  public searchValue?: SafeHtml;
  public products: Product[] = [];
  public banner?: SafeHtml;

  constructor (private readonly route: ActivatedRoute, private readonly sanitizer: DomSanitizer, private readonly http: HttpClient) {}

  ngOnInit (): void {
    let queryParam: string = this.route.snapshot.queryParams.q;
    if (queryParam) {
      queryParam = queryParam.trim();
      // ruleid: js-xss-response
      this.searchValue = this.sanitizer.bypassSecurityTrustHtml(queryParam);
    }
    // ok: js-xss-response
    this.banner = this.sanitizer.bypassSecurityTrustHtml('<span class="banner">Spring sale</span>');
    this.http.get<Product[]>('/rest/search?q=' + encodeURIComponent(queryParam ?? '')).subscribe((products) => {
      // Product descriptions are shop-authored markup rendered through Angular's own sanitizer.
      this.products = products.map((p) => ({ ...p, description: p.description }));
    });
  }
}
