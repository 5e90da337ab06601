import { Component } from '@angular/core'
import { HttpClient } from '@angular/common/http'
import { ActivatedRoute, Router } from '@angular/router'
import { environment } from '../../environments/environment'

@Component({
  selector: 'app-login',
  template: `
    <form (ngSubmit)="login()">
      <input name="email" [(ngModel)]="email" type="email" required>
      <input name="password" [(ngModel)]="password" type="password" required>
      <button type="submit">Log in</button>
      <p class="error" *ngIf="error">{{ error }}</p>
    </form>
  `
})
export class LoginComponent {
  email = ''
  password = ''
  error = ''

  constructor (private readonly http: HttpClient, private readonly route: ActivatedRoute, private readonly router: Router) {}

  login (): void {
    this.http.post<{ authentication: { token: string } }>(`${environment.hostServer}/api/users/login/v2`, { email: this.email, password: this.password })
      .subscribe({
        next: (result) => {
          localStorage.setItem('token', result.authentication.token)
          const params = this.route.snapshot.queryParamMap
          const partnerReturn = params.get('partnerReturn')
          if (partnerReturn) {
            window.location.href = partnerReturn
            return
          }
          void this.router.navigateByUrl(params.get('returnUrl') ?? '/search')
        },
        error: (err) => { this.error = err.error ?? 'Login failed' }
      })
  }
}
