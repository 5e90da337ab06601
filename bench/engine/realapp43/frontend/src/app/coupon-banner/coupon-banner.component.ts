import { Component, OnInit } from '@angular/core'
import { DomSanitizer, SafeHtml } from '@angular/platform-browser'

const BANNERS = [
  '<strong>Free delivery</strong> on orders over 40 €',
  '<strong>10% off</strong> apples this week with code <code>CRISP10</code>'
]

@Component({
  selector: 'om-coupon-banner',
  template: `<div class="banner" *ngIf="banner" [innerHTML]="banner"></div>
             <small *ngIf="lastCoupon">Your last coupon: {{ lastCoupon }}</small>`
})
export class CouponBannerComponent implements OnInit {
  banner?: SafeHtml
  lastCoupon: string | null = null

  constructor (private sanitizer: DomSanitizer) {}

  ngOnInit () {
    const index = new Date().getDay() % BANNERS.length
    this.banner = this.sanitizer.bypassSecurityTrustHtml(BANNERS[index])
    this.lastCoupon = localStorage.getItem('lastCoupon')
  }
}
