import { Component, inject, type OnInit } from '@angular/core'
import { ActivatedRoute } from '@angular/router'
import { DomSanitizer, type SafeHtml } from '@angular/platform-browser'
import { TrackOrderService } from '../services/track-order.service'

interface TrackingResults {
  orderNo?: SafeHtml
  note?: SafeHtml
  status?: string
}

@Component({
  selector: 'app-track-result',
  template: `
    <h2>{{ 'TITLE_TRACK_ORDERS' | translate }}</h2>
    <p [innerHTML]="results.orderNo"></p>
    <p [innerHTML]="results.note"></p>
    <p>{{ results.status }}</p>
  `
})
export class TrackResultComponent implements OnInit {
  private readonly route = inject(ActivatedRoute)
  private readonly sanitizer = inject(DomSanitizer)
  private readonly trackOrderService = inject(TrackOrderService)
  public orderId?: string
  public results: TrackingResults = {}

  ngOnInit () {
    this.orderId = this.route.snapshot.queryParams.id
    this.results.orderNo = this.sanitizer.bypassSecurityTrustHtml(`<code>${this.orderId}</code>`)
    this.trackOrderService.find(this.orderId).subscribe((results) => {
      this.results.status = results.data[0].status
    })
    this.results.note = this.sanitizer.bypassSecurityTrustHtml('<em>Tracking updates every 30 minutes.</em>')
  }
}
