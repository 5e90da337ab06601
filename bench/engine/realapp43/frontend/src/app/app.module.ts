import { NgModule } from '@angular/core'
import { BrowserModule } from '@angular/platform-browser'
import { HttpClientModule } from '@angular/common/http'
import { FormsModule } from '@angular/forms'
import { AppRoutingModule } from './app-routing.module'
import { AppComponent } from './app.component'
import { ProductDetailComponent } from './product-detail/product-detail.component'
import { SearchResultsComponent } from './search-results/search-results.component'
import { FeedbackListComponent } from './feedback-list/feedback-list.component'
import { LoginComponent } from './login/login.component'
import { OrderConfirmationComponent } from './order-confirmation/order-confirmation.component'
import { AboutComponent } from './about/about.component'
import { CouponBannerComponent } from './coupon-banner/coupon-banner.component'
import { ProfileComponent } from './profile/profile.component'

@NgModule({
  declarations: [
    AppComponent,
    ProductDetailComponent,
    SearchResultsComponent,
    FeedbackListComponent,
    LoginComponent,
    OrderConfirmationComponent,
    AboutComponent,
    CouponBannerComponent,
    ProfileComponent
  ],
  imports: [BrowserModule, HttpClientModule, FormsModule, AppRoutingModule],
  bootstrap: [AppComponent]
})
export class AppModule {}
