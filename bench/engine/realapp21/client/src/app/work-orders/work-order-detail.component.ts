import { CommonModule } from '@angular/common';
import { AfterViewInit, Component, ElementRef, OnInit, ViewChild } from '@angular/core';
import { DomSanitizer, SafeHtml, SafeResourceUrl } from '@angular/platform-browser';
import { ActivatedRoute } from '@angular/router';
import { ApiService, Note, WorkOrder } from '../core/api.service';
import { CleanHtmlPipe, TrustedHtmlPipe } from '../shared/safe-html.pipe';

@Component({
  selector: 'dl-work-order-detail',
  standalone: true,
  imports: [CommonModule, CleanHtmlPipe, TrustedHtmlPipe],
  templateUrl: './work-order-detail.component.html',
})
export class WorkOrderDetailComponent implements OnInit, AfterViewInit {
  @ViewChild('highlight') highlight!: ElementRef<HTMLElement>;
  @ViewChild('statusLine') statusLine!: ElementRef<HTMLElement>;

  workOrder?: WorkOrder;
  notes: Note[] = [];
  banner?: SafeHtml;
  manualUrl?: SafeResourceUrl;
  partsCatalogUrl?: SafeResourceUrl;

  constructor(
    private readonly route: ActivatedRoute,
    private readonly api: ApiService,
    private readonly sanitizer: DomSanitizer,
  ) {}

  ngOnInit(): void {
    const id = this.route.snapshot.paramMap.get('id') ?? '';
    this.api.workOrder(id).subscribe((wo) => (this.workOrder = wo));
    this.api.notes(id).subscribe((notes) => (this.notes = notes));

    this.route.queryParamMap.subscribe((params) => {
      const flash = params.get('flash');
      if (flash) this.banner = this.sanitizer.bypassSecurityTrustHtml(`<strong>${flash}</strong>`);
      const manual = params.get('manual');
      if (manual) this.manualUrl = this.sanitizer.bypassSecurityTrustResourceUrl(manual);
    });
    this.partsCatalogUrl = this.sanitizer.bypassSecurityTrustResourceUrl(`https://parts.depotline.example.com/embed?wo=${encodeURIComponent(id)}`);
  }

  ngAfterViewInit(): void {
    const term = this.route.snapshot.queryParams['hl'];
    if (term) this.highlight.nativeElement.innerHTML = `Matches for <mark>${term}</mark>`;
    const status = this.route.snapshot.queryParams['status'];
    if (status) this.statusLine.nativeElement.textContent = `Status filter: ${status}`;
  }
}
