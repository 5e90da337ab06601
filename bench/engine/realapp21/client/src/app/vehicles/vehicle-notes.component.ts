import { CommonModule } from '@angular/common';
import { Component, ElementRef, OnInit, ViewChild } from '@angular/core';
import { DomSanitizer, SafeHtml, SafeUrl } from '@angular/platform-browser';
import { ActivatedRoute } from '@angular/router';
import DOMPurify from 'dompurify';
import { ApiService } from '../core/api.service';

@Component({
  selector: 'dl-vehicle-notes',
  standalone: true,
  imports: [CommonModule],
  template: `
    <h2>Driver notes for {{ plate }}</h2>
    <div class="notes" [innerHTML]="notesHtml"></div>
    <div class="preview" [innerHTML]="previewHtml"></div>
    <div class="legacy" #legacy></div>
    <a [href]="mapLink">Last known position</a>
    <a [href]="callLink">Call driver</a>
  `,
})
export class VehicleNotesComponent implements OnInit {
  @ViewChild('legacy', { static: true }) legacy!: ElementRef<HTMLDivElement>;

  plate = '';
  notesHtml?: SafeHtml;
  previewHtml?: SafeHtml;
  mapLink?: SafeUrl;
  callLink?: SafeUrl;

  constructor(
    private readonly route: ActivatedRoute,
    private readonly api: ApiService,
    private readonly sanitizer: DomSanitizer,
  ) {}

  ngOnInit(): void {
    const id = this.route.snapshot.params['id'];
    this.api.vehicle(id).subscribe((v) => {
      this.plate = v.plate;
      this.notesHtml = this.sanitizer.bypassSecurityTrustHtml(v.driverNotes ?? '');
      this.previewHtml = this.sanitizer.bypassSecurityTrustHtml(DOMPurify.sanitize(v.driverNotes ?? ''));
      this.legacy.nativeElement.innerHTML = DOMPurify.sanitize(v.driverNotes ?? '');
    });
    const phone = this.route.snapshot.queryParamMap.get('phone') ?? '';
    this.callLink = this.sanitizer.bypassSecurityTrustUrl(`tel:${phone.replace(/[^0-9+]/g, '')}`);
    const map = this.route.snapshot.queryParamMap.get('map') ?? '';
    this.mapLink = this.sanitizer.bypassSecurityTrustUrl(map);
  }
}
