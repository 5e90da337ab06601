import { Injectable } from '@angular/core';
import { HttpClient } from '@angular/common/http';
import { Observable } from 'rxjs';

export interface Invoice {
  id: number;
  number: string;
  status: string;
  customerName: string;
  notes: string;
  termsHtml: string;
  paymentLink: string;
}

export interface Customer {
  id: number;
  name: string;
  email: string;
}

@Injectable({ providedIn: 'root' })
export class ApiService {
  constructor(private http: HttpClient) {}

  invoice(id: string): Observable<Invoice> {
    return this.http.get<Invoice>(`/api/invoices/${encodeURIComponent(id)}`);
  }

  customers(sort: string): Observable<Customer[]> {
    return this.http.get<Customer[]>('/api/v2/customers', { params: { sort } });
  }
}
