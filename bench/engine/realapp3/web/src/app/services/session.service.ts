import { Injectable } from '@angular/core';

@Injectable({ providedIn: 'root' })
export class SessionService {
  private static readonly KEY = 'ledgerly.token';

  saveToken(token: string): void {
    localStorage.setItem(SessionService.KEY, token);
  }

  token(): string | null {
    return localStorage.getItem(SessionService.KEY);
  }

  rememberLastInvoice(id: number): void {
    sessionStorage.setItem('ledgerly.lastInvoice', String(id));
  }

  clear(): void {
    localStorage.removeItem(SessionService.KEY);
  }
}
