import { Component, OnInit } from '@angular/core'
import { ActivatedRoute } from '@angular/router'
import { DomSanitizer, SafeHtml, SafeResourceUrl } from '@angular/platform-browser'

const STORY = '<p>Founded by three growers in <strong>2011</strong>, Orchard Market now ships to 14 countries.</p>'

@Component({
  selector: 'om-about',
  template: `
    <section class="about">
      <h1>About us</h1>
      <div [innerHTML]="story"></div>
      <iframe *ngIf="mapUrl" [src]="mapUrl" title="Find our stores"></iframe>
      <p *ngIf="source">Thanks for visiting from {{ source }}</p>
    </section>
  `
})
export class AboutComponent implements OnInit {
  story: SafeHtml
  mapUrl?: SafeResourceUrl
  source?: string

  constructor (private sanitizer: DomSanitizer, private route: ActivatedRoute) {
    this.story = this.sanitizer.bypassSecurityTrustHtml(STORY)
  }

  ngOnInit () {
    const params = this.route.snapshot.queryParamMap
    this.source = params.get('utm_source') ?? undefined
    const mapLink = params.get('map')
    if (mapLink) {
      this.mapUrl = this.sanitizer.bypassSecurityTrustResourceUrl(mapLink)
    }
  }
}
