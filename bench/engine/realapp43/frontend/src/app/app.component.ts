import { Component } from '@angular/core'
import { AuthService } from './services/auth.service'

@Component({
  selector: 'om-root',
  template: `
    <nav class="topbar">
      <a routerLink="/">Orchard Market</a>
      <a routerLink="/search">Search</a>
      <a routerLink="/about">About</a>
      <a *ngIf="!auth.isLoggedIn()" routerLink="/login">Log in</a>
      <button *ngIf="auth.isLoggedIn()" (click)="auth.logout()">Log out</button>
    </nav>
    <om-coupon-banner></om-coupon-banner>
    <router-outlet></router-outlet>
  `
})
export class AppComponent {
  constructor (public auth: AuthService) {}
}
