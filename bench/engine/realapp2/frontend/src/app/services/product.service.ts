import { Injectable } from '@angular/core'
import { HttpClient } from '@angular/common/http'
import { catchError, map, type Observable } from 'rxjs'
import { environment } from '../../environments/environment'

export interface Product {
  id: number
  name: string
  description: string
  price: number
  image: string
}

@Injectable({ providedIn: 'root' })
export class ProductService {
  private readonly hostServer = environment.hostServer
  private readonly host = this.hostServer + '/api/Products'

  constructor (private readonly http: HttpClient) {}

  search (criteria: string): Observable<Product[]> {
    return this.http.get(`${this.hostServer}/rest/products/search?q=${criteria}`).pipe(map((response: any) => response.data), catchError((err) => { throw err }))
  }

  get (id: number) {
    return this.http.get(`${this.host}/${id}`).pipe(map((response: any) => response.data))
  }

  reviews (id: number) {
    return this.http.get(`${this.hostServer}/rest/products/${id}/reviews`).pipe(map((response: any) => response.data))
  }
}
