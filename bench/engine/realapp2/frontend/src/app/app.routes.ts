import { type Routes } from '@angular/router'
import { SearchResultComponent } from './search-result/search-result.component'
import { TrackResultComponent } from './track-result/track-result.component'
import { AboutComponent } from './about/about.component'
import { FeedbackListComponent } from './feedback-list/feedback-list.component'
import { CouponBannerComponent } from './coupon-banner/coupon-banner.component'
import { OrderSummaryComponent } from './order-summary/order-summary.component'

export const routes: Routes = [
  { path: 'search', component: SearchResultComponent },
  { path: 'track-result', component: TrackResultComponent },
  { path: 'about', component: AboutComponent },
  { path: 'feedback', component: FeedbackListComponent },
  { path: 'coupon/:code', component: CouponBannerComponent },
  { path: 'order-summary', component: OrderSummaryComponent },
  { path: '**', redirectTo: 'search' }
]
