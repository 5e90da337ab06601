import { Component } from '@angular/core';
import { HttpClient } from '@angular/common/http';
import { DomSanitizer, SafeHtml } from '@angular/platform-browser';

interface Comment {
  author: string;
  body: string;
}

const NOTICE = '<strong>Comments are moderated.</strong>';

// What the application's API answers holds what other users wrote: marking it trusted renders it raw.
@Component({ selector: 'app-comments', template: '<div *ngFor="let c of shown" [innerHTML]="c"></div>' })
export class CommentsComponent {
  shown: SafeHtml[] = [];
  notice?: SafeHtml;

  constructor(private http: HttpClient, private sanitizer: DomSanitizer) {}

  load(): void {
    this.http.get<Comment[]>('/api/comments').subscribe((comments) => {
      // ruleid: js-xss-stored
      this.shown = comments.map((c) => this.sanitizer.bypassSecurityTrustHtml(c.body));
      // Escaped by hand (`<` and `"` both replaced), then line breaks turned into markup.
      // ok: js-xss-stored
      this.shown = comments.map((c) => this.sanitizer.bypassSecurityTrustHtml(escapeHtml(c.body).replace(/\n/g, '<br>')));
      // Only `&` and `>` replaced: `<img src=x onerror=…>` still opens an element.
      // ruleid: js-xss-stored
      this.shown = comments.map((c) => this.sanitizer.bypassSecurityTrustHtml(c.body.replace(/&/g, '&amp;').replace(/>/g, '&gt;')));
      // `<` escaped but not `"`: the text can still leave a double-quoted attribute.
      // ruleid: js-xss-stored
      this.shown = comments.map((c) => this.sanitizer.bypassSecurityTrustHtml(`<a title="${c.body.replace(/</g, '&lt;')}">${c.author}</a>`));
    });
    // ok: js-xss-stored
    this.notice = this.sanitizer.bypassSecurityTrustHtml(NOTICE);
  }
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
