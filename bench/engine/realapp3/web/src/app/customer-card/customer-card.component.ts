import { Component, Input } from '@angular/core';
import { ActivatedRoute, Router } from '@angular/router';
import { Customer } from '../services/api.service';

@Component({
  selector: 'app-customer-card',
  template: `
    <div class="card">
      <h3>{{ customer?.name }}</h3>
      <p [textContent]="customer?.email"></p>
      <button (click)="done()">Done</button>
      <button (click)="back()">Back</button>
    </div>
  `,
})
export class CustomerCardComponent {
  @Input() customer?: Customer;

  constructor(private route: ActivatedRoute, private router: Router) {}

  done(): void {
    const next = this.route.snapshot.queryParamMap.get('next') || '/customers';
    window.location.href = next;
  }

  back(): void {
    const back = this.route.snapshot.queryParamMap.get('back') || '/customers';
    this.router.navigateByUrl(back.startsWith('/') && !back.startsWith('//') ? back : '/customers');
  }
}
