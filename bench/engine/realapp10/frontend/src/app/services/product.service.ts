import { Injectable } from '@angular/core'
import { HttpClient } from '@angular/common/http'
import { map, type Observable } from 'rxjs'
import { environment } from '../../environments/environment'

export interface Product { id: number, name: string, description: string, price: number, image: string }
export interface Review { _id: string, product: number, message: string, author: string, likedBy: string[] }

@Injectable({ providedIn: 'root' })
export class ProductService {
  private readonly host = environment.hostServer + '/rest/products'

  constructor (private readonly http: HttpClient) {}

  search (criteria: string): Observable<Product[]> {
    return this.http.get<{ data: Product[] }>(`${this.host}/search`, { params: { q: criteria } }).pipe(map((r) => r.data))
  }

  get (id: number): Observable<Product> {
    return this.http.get<{ data: Product }>(`${environment.hostServer}/api/products/${id}`).pipe(map((r) => r.data))
  }

  reviews (id: number): Observable<Review[]> {
    return this.http.get<{ data: Review[] }>(`${this.host}/${id}/reviews`).pipe(map((r) => r.data))
  }
}
