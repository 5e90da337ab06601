import { Injectable } from '@angular/core'
import { HttpClient } from '@angular/common/http'
import { Observable } from 'rxjs'

export interface Feedback { comment: string, rating: number }

@Injectable({ providedIn: 'root' })
export class FeedbackService {
  constructor (private http: HttpClient) {}

  latest (): Observable<Feedback[]> {
    return this.http.get<Feedback[]>('/api/Feedbacks/latest')
  }

  send (comment: string, rating: number): Observable<Feedback> {
    return this.http.post<Feedback>('/api/Feedbacks', { comment, rating })
  }
}
