import { Component, OnInit } from '@angular/core';
import { ActivatedRoute } from '@angular/router';
import { DomSanitizer, SafeHtml } from '@angular/platform-browser';
import { ApiService, Book } from './api.service';

@Component({
  selector: 'pw-book-detail',
  template: `
    <h1>{{ book?.title }}</h1>
    <div class="blurb" [innerHTML]="blurb"></div>
    <p class="note" [innerHTML]="note"></p>
  `,
})
export class BookDetailComponent implements OnInit {
  book?: Book;
  blurb?: SafeHtml;
  note?: SafeHtml;

  constructor(private readonly route: ActivatedRoute, private readonly api: ApiService, private readonly sanitizer: DomSanitizer) {}

  ngOnInit(): void {
    const id = this.route.snapshot.paramMap.get('id') ?? '';
    this.api.book(id).subscribe((book) => {
      this.book = book;
      this.blurb = this.sanitizer.sanitize(1, book.blurb) ?? '';
    });
    const highlight = this.route.snapshot.queryParamMap.get('highlight') ?? '';
    this.note = this.sanitizer.bypassSecurityTrustHtml(`<mark>${highlight}</mark>`);
  }
}
