import { Component, ElementRef, OnInit, ViewChild, inject } from '@angular/core';
import { DomSanitizer, SafeHtml, SafeUrl } from '@angular/platform-browser';
import { ActivatedRoute } from '@angular/router';
import { SecurityContext } from '@angular/core';
import { HttpClient } from '@angular/common/http';

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

@Component({ selector: 'app-review-list', template: '<div *ngFor="let r of reviews" [innerHTML]="r"></div>' })
export class ReviewListComponent implements OnInit {
  reviews: SafeHtml[] = [];
  heading?: SafeHtml;

  constructor (private readonly route: ActivatedRoute, private readonly http: HttpClient, private readonly sanitizer: DomSanitizer) {}

  ngOnInit (): void {
    const productId = this.route.snapshot.params.id;
    this.http.get<string[]>('/rest/products/' + encodeURIComponent(productId) + '/reviews').subscribe((texts) => {
      // The API's answer is the server's data, not the route parameter in its URL.
      // ok: js-xss-response
      this.reviews = texts.map((t) => this.sanitizer.bypassSecurityTrustHtml(t));
    });
    // ruleid: js-xss-response
    this.heading = this.sanitizer.bypassSecurityTrustHtml('<h2>Reviews of ' + productId + '</h2>');
  }
}

// Services taken with `inject(Token)` in field initialisers are typed like constructor injection.
@Component({ selector: 'app-order-status', template: '<p [innerHTML]="line"></p><p [innerHTML]="note"></p>' })
export class OrderStatusComponent implements OnInit {
  private readonly route = inject(ActivatedRoute);
  private readonly sanitizer = inject(DomSanitizer);
  line?: SafeHtml;
  note?: SafeHtml;
  orderId?: string;

  ngOnInit (): void {
    this.orderId = this.route.snapshot.queryParams.id;
    // ruleid: js-xss-response
    this.line = this.sanitizer.bypassSecurityTrustHtml(`<code>${this.orderId}</code>`);
    // ok: js-xss-response
    this.note = this.sanitizer.bypassSecurityTrustHtml('<em>Updated every hour</em>');
  }
}

@Component({ selector: 'app-campaign', template: '<section #slot></section>' })
export class CampaignComponent implements OnInit {
  @ViewChild('slot', { static: true }) slot!: ElementRef<HTMLElement>;

  constructor (private readonly route: ActivatedRoute) {}

  ngOnInit (): void {
    this.route.queryParams.subscribe({
      next: (params) => {
        // ruleid: js-xss-response
        this.slot.nativeElement.insertAdjacentHTML('beforeend', `<p>${params.promo}</p>`);
        // ok: js-xss-response
        this.slot.nativeElement.insertAdjacentHTML('afterbegin', '<h3>This week</h3>');
      },
    });
  }
}

// Every character outside digits and `+` deleted: a phone number can carry no markup or scheme.
@Component({ selector: 'app-driver-contact', template: '<a [href]="call">Call</a><a [href]="map">Map</a>' })
export class DriverContactComponent implements OnInit {
  call?: SafeUrl;
  map?: SafeUrl;

  constructor(private readonly route: ActivatedRoute, private readonly sanitizer: DomSanitizer) {}

  ngOnInit(): void {
    const phone = this.route.snapshot.queryParamMap.get('phone') ?? '';
    // ok: js-xss-response
    this.call = this.sanitizer.bypassSecurityTrustUrl(`tel:${phone.replace(/[^0-9+]/g, '')}`);
    // ruleid: js-xss-response
    this.map = this.sanitizer.bypassSecurityTrustUrl(this.route.snapshot.queryParamMap.get('map') ?? '');
  }
}
