import { Injectable } from '@angular/core'
import { HttpClient, HttpParams } from '@angular/common/http'
import { map, type Observable } from 'rxjs'
import { environment } from '../../environments/environment'

export interface Feedback {
  id: number
  comment: string
  rating: number
}

@Injectable({ providedIn: 'root' })
export class FeedbackService {
  private readonly host = environment.hostServer + '/api/Feedbacks'

  constructor (private readonly http: HttpClient) {}

  find (rating?: number): Observable<Feedback[]> {
    const params = rating ? new HttpParams().set('rating', rating) : undefined
    return this.http.get(this.host, { params }).pipe(map((response: any) => response.data))
  }

  save (comment: string, rating: number) {
    return this.http.post(this.host, { comment, rating }).pipe(map((response: any) => response.data))
  }
}
