import { CommonModule } from '@angular/common';
import { Component, OnInit } from '@angular/core';
import { ActivatedRoute, Router, RouterLink } from '@angular/router';
import { ApiService, WorkOrder } from '../core/api.service';

@Component({
  selector: 'dl-work-order-list',
  standalone: true,
  imports: [CommonModule, RouterLink],
  template: `
    <h1>Job board</h1>
    <p class="searched" *ngIf="query">Showing results for "{{ query }}"</p>
    <p class="empty" *ngIf="!workOrders.length" [innerHTML]="emptyMessage"></p>
    <p class="empty-plain" *ngIf="!workOrders.length" [textContent]="emptyMessage"></p>
    <table>
      <tr *ngFor="let wo of workOrders" (click)="open(wo)">
        <td>{{ wo.reference }}</td>
        <td [title]="wo.title">{{ wo.title }}</td>
        <td>{{ wo.status }}</td>
        <td>{{ wo.depot }}</td>
      </tr>
    </table>
  `,
})
export class WorkOrderListComponent implements OnInit {
  workOrders: WorkOrder[] = [];
  query = '';
  emptyMessage = '';

  constructor(
    private readonly api: ApiService,
    private readonly route: ActivatedRoute,
    private readonly router: Router,
  ) {}

  ngOnInit(): void {
    this.route.queryParams.subscribe((params) => {
      this.query = params['q'] ?? '';
      this.emptyMessage = `No work orders match <em>${this.query}</em>`;
      this.api.workOrders(this.query, params['status']).subscribe((rows) => (this.workOrders = rows));
    });
  }

  open(wo: WorkOrder): void {
    this.router.navigate(['/work-orders', wo.id], { queryParams: { hl: this.query } });
  }
}
