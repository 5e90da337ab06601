import { Injectable } from '@angular/core';
import { HttpClient } from '@angular/common/http';
import { Observable } from 'rxjs';

export interface Book {
  id: number;
  title: string;
  price: number;
  blurb: string;
}

@Injectable({ providedIn: 'root' })
export class ApiService {
  constructor(private readonly http: HttpClient) {}

  book(id: string): Observable<Book> {
    return this.http.get<Book>(`/api/books/${encodeURIComponent(id)}`);
  }

  search(term: string): Observable<Book[]> {
    return this.http.get<Book[]>('/api/books/search', { params: { q: term } });
  }

  reviews(bookId: string): Observable<{ author: string; text: string }[]> {
    return this.http.get<{ author: string; text: string }[]>('/api/reviews/by-author', { params: { author: bookId } });
  }
}
