import { HttpClient, HttpParams } from '@angular/common/http';
import { Injectable } from '@angular/core';
import { Observable } from 'rxjs';

export interface WorkOrder {
  id: number;
  reference: string;
  title: string;
  description?: string;
  status: string;
  priority: number;
  depot: string;
}

export interface Note {
  id: number;
  body: string;
  author: string;
}

@Injectable({ providedIn: 'root' })
export class ApiService {
  private readonly base = '/api';

  constructor(private readonly http: HttpClient) {}

  workOrders(q: string, status?: string): Observable<WorkOrder[]> {
    let params = new HttpParams().set('q', q);
    if (status) params = params.set('status', status);
    return this.http.get<WorkOrder[]>(`${this.base}/work-orders`, { params });
  }

  workOrder(id: string): Observable<WorkOrder> {
    return this.http.get<WorkOrder>(`${this.base}/work-orders/${encodeURIComponent(id)}`);
  }

  notes(id: string): Observable<Note[]> {
    return this.http.get<Note[]>(`${this.base}/work-orders/${id}/notes`);
  }

  vehicle(id: string) {
    return this.http.get<{ id: number; plate: string; driverNotes?: string }>(`${this.base}/vehicles/${id}`);
  }

  reportHtml(kind: string, title: string) {
    return this.http.get(`${this.base}/reports/print`, { params: { by: kind, title }, responseType: 'text' });
  }

  login(email: string, password: string, returnTo?: string) {
    return this.http.post<{ ok: boolean; next: string }>(`${this.base}/auth/login`, { email, password, returnTo });
  }
}
