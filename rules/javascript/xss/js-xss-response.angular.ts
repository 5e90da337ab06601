import { Component, OnInit } from '@angular/core';
import { DomSanitizer, SafeHtml } from '@angular/platform-browser';
import { ActivatedRoute } from '@angular/router';
import { SecurityContext } from '@angular/core';

@Component({ selector: 'app-search-result', template: '<div [innerHTML]="searchValue"></div>' })
export class SearchResultComponent implements OnInit {
  searchValue?: SafeHtml;
  banner?: SafeHtml;
  cleaned?: string | null;

  constructor(private readonly route: ActivatedRoute, private readonly sanitizer: DomSanitizer) {}

  ngOnInit(): void {
    const queryParam: string = this.route.snapshot.queryParams.q;
    // ruleid: js-xss-response
    this.searchValue = this.sanitizer.bypassSecurityTrustHtml(queryParam);
    // A constant the application wrote.
    // ok: js-xss-response
    this.banner = this.sanitizer.bypassSecurityTrustHtml('<b>Welcome</b>');
    // ok: js-xss-response
    this.cleaned = this.sanitizer.sanitize(SecurityContext.HTML, queryParam);
    this.route.queryParams.subscribe((params) => {
      // ruleid: js-xss-response
      this.banner = this.sanitizer.bypassSecurityTrustHtml(`<h1>${params.title}</h1>`);
    });
  }
}
