import { Injectable } from '@angular/core'
import { HttpClient } from '@angular/common/http'
import { map } from 'rxjs'
import { environment } from '../../environments/environment'

@Injectable({ providedIn: 'root' })
export class TrackOrderService {
  private readonly host = environment.hostServer + '/rest/track-order'

  constructor (private readonly http: HttpClient) {}

  find (orderId?: string) {
    return this.http.get(`${this.host}/${encodeURIComponent(orderId ?? '')}`).pipe(map((response: any) => response))
  }
}
