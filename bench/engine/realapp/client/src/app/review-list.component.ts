import { Component, OnInit } from '@angular/core';
import { ActivatedRoute } from '@angular/router';
import { DomSanitizer, SafeHtml } from '@angular/platform-browser';
import { ApiService } from './api.service';

@Component({
  selector: 'pw-review-list',
  template: `<article *ngFor="let r of reviews"><h3>{{ r.author }}</h3><div [innerHTML]="r.html"></div></article>`,
})
export class ReviewListComponent implements OnInit {
  reviews: { author: string; html: SafeHtml }[] = [];

  constructor(private readonly route: ActivatedRoute, private readonly api: ApiService, private readonly sanitizer: DomSanitizer) {}

  ngOnInit(): void {
    const bookId = this.route.snapshot.params['bookId'];
    this.api.reviews(bookId).subscribe((list) => {
      this.reviews = list.map((r) => ({ author: r.author, html: this.sanitizer.bypassSecurityTrustHtml(escapeHtml(r.text).replace(/\n/g, '<br>')) }));
    });
  }
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
