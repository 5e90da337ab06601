import { Component, type OnInit } from '@angular/core'
import { DomSanitizer, type SafeHtml } from '@angular/platform-browser'
import { FeedbackService, type Feedback } from '../services/feedback.service'

@Component({
  selector: 'app-feedback-list',
  template: `
    <blockquote *ngFor="let f of feedbacks">
      <p [innerHTML]="f.comment"></p>
      <footer>{{ f.rating }} / 5</footer>
    </blockquote>
  `
})
export class FeedbackListComponent implements OnInit {
  public feedbacks: Array<{ comment: SafeHtml, rating: number }> = []

  constructor (private readonly feedbackService: FeedbackService, private readonly sanitizer: DomSanitizer) {}

  ngOnInit () {
    this.feedbackService.find().subscribe((feedbacks: Feedback[]) => {
      this.feedbacks = feedbacks.map((f) => ({
        comment: this.sanitizer.bypassSecurityTrustHtml(f.comment),
        rating: f.rating
      }))
    })
  }
}
