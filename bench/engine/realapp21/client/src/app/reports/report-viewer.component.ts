import { CommonModule } from '@angular/common';
import { Component, OnInit } from '@angular/core';
import { DomSanitizer, SafeHtml } from '@angular/platform-browser';
import { ActivatedRoute } from '@angular/router';
import { ApiService } from '../core/api.service';

@Component({
  selector: 'dl-report-viewer',
  standalone: true,
  imports: [CommonModule],
  template: `
    <h1>{{ heading }}</h1>
    <div class="report" [innerHTML]="report"></div>
    <div class="caption" [innerHTML]="caption"></div>
  `,
})
export class ReportViewerComponent implements OnInit {
  heading = '';
  report?: SafeHtml;
  caption?: SafeHtml;

  constructor(
    private readonly route: ActivatedRoute,
    private readonly api: ApiService,
    private readonly sanitizer: DomSanitizer,
  ) {}

  ngOnInit(): void {
    const kind = this.route.snapshot.paramMap.get('kind') ?? 'status';
    const title = this.route.snapshot.queryParamMap.get('title') ?? 'Work orders';
    this.heading = title;
    this.caption = this.sanitizer.bypassSecurityTrustHtml(`<small>Grouped by ${this.route.snapshot.paramMap.get('kind')}</small>`);
    this.api.reportHtml(kind, title).subscribe((html) => {
      this.report = this.sanitizer.sanitize(1, html) ?? '';
    });
  }
}
