import { Component, OnInit } from '@angular/core';
import { ActivatedRoute } from '@angular/router';
import { DomSanitizer, SafeHtml } from '@angular/platform-browser';
import { ApiService, Invoice } from '../services/api.service';

const PAID_BANNER = '<span class="badge badge-success"><i class="icon-check"></i> Paid</span>';

@Component({
  selector: 'app-invoice-view',
  templateUrl: './invoice-view.component.html',
})
export class InvoiceViewComponent implements OnInit {
  invoice?: Invoice;
  notesHtml?: SafeHtml;
  banner?: SafeHtml;

  constructor(private route: ActivatedRoute, private api: ApiService, private sanitizer: DomSanitizer) {}

  ngOnInit(): void {
    const id = this.route.snapshot.paramMap.get('id')!;
    this.api.invoice(id).subscribe((invoice) => {
      this.invoice = invoice;
      // Notes are written in the rich-text editor, so they keep their formatting.
      this.notesHtml = this.sanitizer.bypassSecurityTrustHtml(invoice.notes);
      if (invoice.status === 'paid') this.banner = this.sanitizer.bypassSecurityTrustHtml(PAID_BANNER);
    });
  }
}
