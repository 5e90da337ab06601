import { AfterViewInit, Component, ElementRef, SecurityContext, ViewChild } from '@angular/core'
import { DomSanitizer } from '@angular/platform-browser'
import { Feedback, FeedbackService } from '../services/feedback.service'

@Component({
  selector: 'om-feedback-list',
  templateUrl: './feedback-list.component.html'
})
export class FeedbackListComponent implements AfterViewInit {
  @ViewChild('latestComment') latestComment!: ElementRef<HTMLDivElement>
  @ViewChild('featuredComment') featuredComment!: ElementRef<HTMLDivElement>
  @ViewChild('plainComment') plainComment!: ElementRef<HTMLDivElement>
  feedbacks: Feedback[] = []
  comment = ''
  rating = 5

  constructor (private feedbackService: FeedbackService, private sanitizer: DomSanitizer) {}

  ngAfterViewInit () {
    this.feedbackService.latest().subscribe((feedbacks) => {
      this.feedbacks = feedbacks
      if (!feedbacks.length) return
      this.latestComment.nativeElement.innerHTML = feedbacks[0].comment
      this.featuredComment.nativeElement.innerHTML = this.sanitizer.sanitize(SecurityContext.HTML, feedbacks[0].comment) ?? ''
      this.plainComment.nativeElement.textContent = feedbacks[0].comment
    })
  }

  submit () {
    this.feedbackService.send(this.comment, this.rating).subscribe((created) => {
      this.feedbacks.unshift(created)
      this.comment = ''
    })
  }
}
