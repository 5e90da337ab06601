import { Component, ElementRef, Input, OnChanges, ViewChild } from '@angular/core';
import DOMPurify from 'dompurify';
import { marked } from 'marked';

@Component({
  selector: 'app-note-preview',
  template: `
    <div #preview class="preview"></div>
    <div #plain class="plain"></div>
    <div #safe class="safe"></div>
  `,
})
export class NotePreviewComponent implements OnChanges {
  @Input() markdown = '';
  @Input() author = '';
  @ViewChild('preview', { static: true }) preview!: ElementRef<HTMLDivElement>;
  @ViewChild('plain', { static: true }) plain!: ElementRef<HTMLDivElement>;
  @ViewChild('safe', { static: true }) safe!: ElementRef<HTMLDivElement>;

  ngOnChanges(): void {
    const html = marked.parse(this.markdown) as string;
    this.preview.nativeElement.innerHTML = html;
    this.plain.nativeElement.textContent = `Written by ${this.author}`;
    this.safe.nativeElement.innerHTML = DOMPurify.sanitize(html);
  }
}
