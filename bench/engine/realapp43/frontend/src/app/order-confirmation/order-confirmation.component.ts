import { AfterViewInit, Component, ElementRef, ViewChild } from '@angular/core'
import { ActivatedRoute } from '@angular/router'
import { HttpClient } from '@angular/common/http'

@Component({
  selector: 'om-order-confirmation',
  template: `
    <section class="confirmation">
      <h1>Thank you!</h1>
      <p #headline></p>
      <p #tracking></p>
      <p>Order number: {{ orderNumber }}</p>
      <a [href]="trackingLink">Track your parcel</a>
    </section>
  `
})
export class OrderConfirmationComponent implements AfterViewInit {
  @ViewChild('headline') headline!: ElementRef<HTMLParagraphElement>
  @ViewChild('tracking') tracking!: ElementRef<HTMLParagraphElement>
  orderNumber = ''
  trackingLink = ''

  constructor (private route: ActivatedRoute, private http: HttpClient) {}

  ngAfterViewInit () {
    this.orderNumber = this.route.snapshot.paramMap.get('orderNumber') ?? ''
    this.headline.nativeElement.innerHTML = `Your order <b>${this.orderNumber}</b> has been placed.`
    this.tracking.nativeElement.innerText = `Tracking ${this.orderNumber}`
    this.trackingLink = `/track-result?id=${encodeURIComponent(this.orderNumber)}`
    this.http.get<{ message: string }>(`/rest/orders/${encodeURIComponent(this.orderNumber)}/summary`).subscribe((r) => {
      this.tracking.nativeElement.textContent = r.message
    })
  }
}
