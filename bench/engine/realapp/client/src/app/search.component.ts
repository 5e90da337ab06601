import { AfterViewInit, Component, ElementRef, ViewChild } from '@angular/core';
import { ActivatedRoute } from '@angular/router';
import { ApiService, Book } from './api.service';

@Component({
  selector: 'pw-search',
  template: `<p #summary></p><p #hint></p><ul><li *ngFor="let b of results">{{ b.title }}</li></ul>`,
})
export class SearchComponent implements AfterViewInit {
  @ViewChild('summary') summary!: ElementRef<HTMLElement>;
  @ViewChild('hint') hint!: ElementRef<HTMLElement>;
  results: Book[] = [];

  constructor(private readonly route: ActivatedRoute, private readonly api: ApiService) {}

  ngAfterViewInit(): void {
    this.route.queryParams.subscribe((params) => {
      const term = params['q'] ?? '';
      this.summary.nativeElement.innerHTML = `Results for <b>${term}</b>`;
      this.hint.nativeElement.textContent = `Tip: refine "${term}" with an author name`;
      this.api.search(term).subscribe((books) => (this.results = books));
    });
  }
}
