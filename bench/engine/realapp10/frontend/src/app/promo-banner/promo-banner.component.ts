import { Component } from '@angular/core'
import { DomSanitizer, type SafeHtml, type SafeResourceUrl } from '@angular/platform-browser'

const WINTER_CAMPAIGN = '<strong>Winter sale:</strong> 20% off all <em>wool</em> jackets until Sunday'

@Component({
  selector: 'app-promo-banner',
  template: `
    <div class="promo" [innerHTML]="headline"></div>
    <iframe class="promo-video" [src]="video" title="Campaign video"></iframe>
  `
})
export class PromoBannerComponent {
  headline: SafeHtml
  video: SafeResourceUrl

  constructor (private readonly sanitizer: DomSanitizer) {
    this.headline = this.sanitizer.bypassSecurityTrustHtml(WINTER_CAMPAIGN)
    this.video = this.sanitizer.bypassSecurityTrustResourceUrl('https://www.youtube-nocookie.com/embed/harbor-winter-23')
  }
}
