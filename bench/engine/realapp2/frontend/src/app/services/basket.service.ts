import { Injectable } from '@angular/core'
import { HttpClient } from '@angular/common/http'
import { map, type Observable } from 'rxjs'
import { environment } from '../../environments/environment'

@Injectable({ providedIn: 'root' })
export class BasketService {
  private readonly hostServer = environment.hostServer

  constructor (private readonly http: HttpClient) {}

  add (productId: number) {
    return this.http.post(this.hostServer + '/api/BasketItems', { ProductId: productId, quantity: 1 })
  }

  applyCoupon (basketId: number, coupon: string) {
    return this.http.put(`${this.hostServer}/rest/basket/${basketId}/coupon/${encodeURIComponent(coupon)}`, {}).pipe(map((r: any) => r.discount))
  }

  checkout (basketId: number): Observable<string> {
    return this.http.post(`${this.hostServer}/rest/basket/${basketId}/checkout`, {}).pipe(map((r: any) => r.orderConfirmation))
  }
}
