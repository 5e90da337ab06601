import { CommonModule } from '@angular/common';
import { Component, OnInit } from '@angular/core';
import { FormsModule } from '@angular/forms';
import { ActivatedRoute, Router, RouterLink } from '@angular/router';
import { ApiService, WorkOrder } from '../core/api.service';

@Component({
  selector: 'dl-search-page',
  standalone: true,
  imports: [CommonModule, FormsModule, RouterLink],
  template: `
    <form (ngSubmit)="run()">
      <input name="term" [(ngModel)]="term" placeholder="Reference, title or plate" />
      <button type="submit">Search</button>
    </form>
    <p id="search-summary"></p>
    <p class="summary">{{ summary }}</p>
    <p class="echo" [innerText]="'You searched for ' + term"></p>
    <ul>
      <li *ngFor="let wo of results">
        <a [routerLink]="['/work-orders', wo.id]">{{ wo.reference }}</a> {{ wo.title }}
      </li>
    </ul>
  `,
})
export class SearchPageComponent implements OnInit {
  term = '';
  results: WorkOrder[] = [];
  summary = '';

  constructor(
    private readonly route: ActivatedRoute,
    private readonly router: Router,
    private readonly api: ApiService,
  ) {}

  ngOnInit(): void {
    this.term = this.route.snapshot.queryParamMap.get('term') ?? '';
    if (this.term) this.run();
  }

  run(): void {
    this.api.workOrders(this.term).subscribe((rows) => {
      this.results = rows;
      this.summary = `${rows.length} result(s) for ${this.term}`;
      document.getElementById('search-summary')!.innerHTML = `<b>${rows.length}</b> result(s) for ${this.term}`;
    });
    this.router.navigate([], { queryParams: { term: this.term }, replaceUrl: true });
  }
}
