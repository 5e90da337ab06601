import { Component } from '@angular/core';
import { FormsModule } from '@angular/forms';
import { ActivatedRoute, Router } from '@angular/router';
import { ApiService } from '../core/api.service';

@Component({
  selector: 'dl-login',
  standalone: true,
  imports: [FormsModule],
  template: `
    <form (ngSubmit)="submit()">
      <input name="email" type="email" [(ngModel)]="email" />
      <input name="password" type="password" [(ngModel)]="password" />
      <button type="submit">Sign in</button>
    </form>
  `,
})
export class LoginComponent {
  email = '';
  password = '';

  constructor(
    private readonly api: ApiService,
    private readonly route: ActivatedRoute,
    private readonly router: Router,
  ) {}

  submit(): void {
    const returnUrl = this.route.snapshot.queryParamMap.get('returnUrl') ?? '/board';
    const partner = this.route.snapshot.queryParamMap.get('partner');
    this.api.login(this.email, this.password, returnUrl).subscribe((res) => {
      if (partner) {
        window.location.href = partner;
        return;
      }
      if (res.next.startsWith('/api/')) {
        this.continueToServerTarget(res.next);
        return;
      }
      this.router.navigateByUrl(returnUrl);
    });
  }

  continueToServerTarget(next: string): void {
    window.location.assign(/^\/(?![/\\])/.test(next) ? next : '/board');
  }
}
