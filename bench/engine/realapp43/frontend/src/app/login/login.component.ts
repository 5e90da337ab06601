import { Component } from '@angular/core'
import { ActivatedRoute, Router } from '@angular/router'
import { AuthService } from '../services/auth.service'

@Component({
  selector: 'om-login',
  template: `
    <form class="login" (ngSubmit)="login()">
      <h1>Log in</h1>
      <p class="error" *ngIf="error">{{ error }}</p>
      <label>Email <input type="email" name="email" [(ngModel)]="email" required></label>
      <label>Password <input type="password" name="password" [(ngModel)]="password" required></label>
      <button type="submit">Log in</button>
    </form>
  `
})
export class LoginComponent {
  email = ''
  password = ''
  error?: string

  constructor (private auth: AuthService, private route: ActivatedRoute, private router: Router) {}

  login () {
    this.auth.login(this.email, this.password).subscribe({
      next: () => {
        const params = this.route.snapshot.queryParamMap
        const partnerReturn = params.get('partnerReturn')
        if (partnerReturn) {
          window.location.href = partnerReturn
          return
        }
        const returnUrl = params.get('returnUrl') ?? '/search'
        void this.router.navigateByUrl(returnUrl.startsWith('/') ? returnUrl : '/search')
      },
      error: () => { this.error = 'Invalid email or password.' }
    })
  }
}
