import { Component, ElementRef, ViewChild, type AfterViewInit } from '@angular/core'
import { ActivatedRoute } from '@angular/router'

@Component({
  selector: 'app-order-summary',
  template: `
    <section class="order-summary">
      <h2>Thank you for your order!</h2>
      <p #confirmation class="confirmation"></p>
      <p #giftNote class="gift-note"></p>
    </section>
  `
})
export class OrderSummaryComponent implements AfterViewInit {
  @ViewChild('confirmation') confirmation!: ElementRef<HTMLElement>
  @ViewChild('giftNote') giftNote!: ElementRef<HTMLElement>

  constructor (private readonly route: ActivatedRoute) {}

  ngAfterViewInit (): void {
    const params = this.route.snapshot.queryParamMap
    const orderNo = params.get('orderNo') ?? ''
    const giftMessage = params.get('gift') ?? ''
    this.confirmation.nativeElement.innerHTML = `Your order <strong>${orderNo}</strong> is on its way.`
    this.giftNote.nativeElement.textContent = giftMessage ? `Gift message: ${giftMessage}` : ''
  }
}
