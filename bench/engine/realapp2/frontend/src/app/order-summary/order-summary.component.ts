import { Component, inject, type OnInit } from '@angular/core'
import { ActivatedRoute, Router } from '@angular/router'
import { BasketService } from '../services/basket.service'

@Component({
  selector: 'app-order-summary',
  template: '<button (click)="placeOrder()">{{ "BTN_CHECKOUT" | translate }}</button>'
})
export class OrderSummaryComponent implements OnInit {
  private readonly route = inject(ActivatedRoute)
  private readonly router = inject(Router)
  private readonly basketService = inject(BasketService)
  private returnUrl = '/'
  private nextStep = 'delivery'

  ngOnInit () {
    this.returnUrl = this.route.snapshot.queryParams.returnUrl ?? '/'
    this.nextStep = this.route.snapshot.queryParams.step === 'payment' ? 'payment' : 'delivery'
  }

  placeOrder () {
    this.basketService.checkout(Number(sessionStorage.getItem('bid'))).subscribe((orderId) => {
      if (this.returnUrl.startsWith('http')) {
        window.location.href = this.returnUrl
      } else {
        void this.router.navigate(['/order-completion', orderId], { queryParams: { next: this.nextStep } })
      }
    })
  }
}
