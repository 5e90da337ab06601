import { Injectable } from '@angular/core'
import { HttpClient, HttpParams } from '@angular/common/http'
import { map, Observable } from 'rxjs'

export interface Product {
  id: number
  name: string
  description: string
  price: number
  image: string
}

export interface Review { _id: string, author: string, message: string, likedBy?: string[] }

@Injectable({ providedIn: 'root' })
export class ProductService {
  constructor (private http: HttpClient) {}

  search (criteria: string): Observable<Product[]> {
    const params = new HttpParams().set('q', criteria)
    return this.http.get<{ data: Product[] }>('/rest/v2/products/search', { params }).pipe(map((r) => r.data))
  }

  get (id: number): Observable<Product> {
    return this.http.get<Product>(`/rest/products/${id}`)
  }

  reviews (id: number): Observable<Review[]> {
    return this.http.get<{ data: Review[] }>(`/rest/v2/products/${id}/reviews`).pipe(map((r) => r.data))
  }
}
