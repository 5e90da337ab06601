import { Component, type OnInit } from '@angular/core';
import { DomSanitizer } from '@angular/platform-browser';
import { ActivatedRoute } from '@angular/router';

@Component({ selector: 'app-search-result', templateUrl: './search-result.component.html' })
export class SearchResultComponent implements OnInit {
  public searchValue: any;
  public title: any;

  constructor (private readonly route: ActivatedRoute, private readonly sanitizer: DomSanitizer) {}

  ngOnInit (): void {
    let queryParam: string = this.route.snapshot.queryParams.q;
    if (queryParam) {
      queryParam = queryParam.trim();
      // ruleid: js-xss-response
      this.searchValue = this.sanitizer.bypassSecurityTrustHtml(queryParam);
    }
    // ok: js-xss-response
    this.title = this.sanitizer.bypassSecurityTrustHtml('<span class="title">All Products</span>');
  }
}
