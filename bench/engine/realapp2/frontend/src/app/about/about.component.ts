import { Component, type OnInit } from '@angular/core'
import { DomSanitizer, type SafeHtml, type SafeResourceUrl } from '@angular/platform-browser'
import { ConfigurationService } from '../services/configuration.service'

const SLIDES = [
  { image: 'assets/public/images/carousel/1.jpg', caption: '<strong>Tested</strong> on the Pacific Crest Trail' },
  { image: 'assets/public/images/carousel/2.jpg', caption: 'Repairs for <em>life</em>, free of charge' },
  { image: 'assets/public/images/carousel/3.jpg', caption: 'Made from recycled nylon' }
]

@Component({
  selector: 'app-about',
  template: `
    <section class="slides">
      <figure *ngFor="let slide of slides">
        <img [src]="slide.image" alt="">
        <figcaption [innerHTML]="slide.caption"></figcaption>
      </figure>
    </section>
    <iframe [src]="videoUrl" title="Our story"></iframe>
    <p [innerHTML]="intro"></p>
  `
})
export class AboutComponent implements OnInit {
  public slides: Array<{ image: string, caption: SafeHtml }> = []
  public videoUrl?: SafeResourceUrl
  public intro = ''

  constructor (private readonly sanitizer: DomSanitizer, private readonly configurationService: ConfigurationService) {}

  ngOnInit () {
    this.slides = SLIDES.map((s) => ({ image: s.image, caption: this.sanitizer.bypassSecurityTrustHtml(s.caption) }))
    this.videoUrl = this.sanitizer.bypassSecurityTrustResourceUrl('https://www.youtube-nocookie.com/embed/tidewater-story')
    this.configurationService.getApplicationConfiguration().subscribe((config) => {
      this.intro = config.application.aboutIntro
    })
  }
}
