import { Component, type OnInit } from '@angular/core';
import { DomSanitizer, type SafeHtml } from '@angular/platform-browser';
import { ActivatedRoute } from '@angular/router';

@Component({ selector: 'app-track-order', templateUrl: './track-order.component.html' })
export class TrackOrderComponent implements OnInit {
  public orderId?: SafeHtml;
  public status = '';

  constructor (private readonly route: ActivatedRoute, private readonly sanitizer: DomSanitizer) {}

  ngOnInit (): void {
    this.route.queryParams.subscribe((params) => {
      const id = params.id;
      // ruleid: js-xss-response
      this.orderId = this.sanitizer.bypassSecurityTrustHtml(`<code>${id}</code>`);
      // ok: js-xss-response
      this.status = `Order ${id} is on its way`;
    });
  }
}
