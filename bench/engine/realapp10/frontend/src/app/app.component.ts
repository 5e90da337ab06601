import { Component } from '@angular/core'

@Component({
  selector: 'app-root',
  template: `
    <app-promo-banner></app-promo-banner>
    <main class="container"><router-outlet></router-outlet></main>
  `
})
export class AppComponent {}
