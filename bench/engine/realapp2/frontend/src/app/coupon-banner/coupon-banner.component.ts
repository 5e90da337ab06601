import { Component, ElementRef, ViewChild, type AfterViewInit } from '@angular/core'
import { ActivatedRoute } from '@angular/router'

@Component({
  selector: 'app-coupon-banner',
  template: '<div class="banner"><span #headline></span> <small #details></small></div>'
})
export class CouponBannerComponent implements AfterViewInit {
  @ViewChild('headline') headline!: ElementRef<HTMLElement>
  @ViewChild('details') details!: ElementRef<HTMLElement>

  constructor (private readonly route: ActivatedRoute) {}

  ngAfterViewInit () {
    const code = this.route.snapshot.paramMap.get('code') ?? ''
    const campaign = this.route.snapshot.queryParamMap.get('campaign') ?? 'spring'
    this.headline.nativeElement.innerHTML = `Use <b>${code}</b> at checkout`
    this.details.nativeElement.textContent = `Campaign: ${campaign}`
    const days = Number(this.route.snapshot.queryParamMap.get('days')) || 7
    this.details.nativeElement.innerHTML += ` <i>valid for ${days} days</i>`
  }
}
