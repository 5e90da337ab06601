import { NgModule } from '@angular/core'
import { BrowserModule } from '@angular/platform-browser'
import { HttpClientModule } from '@angular/common/http'
import { FormsModule } from '@angular/forms'
import { RouterModule, type Routes } from '@angular/router'
import { AppComponent } from './app.component'
import { SearchResultComponent } from './search-result/search-result.component'
import { ProductDetailsComponent } from './product-details/product-details.component'
import { ReviewListComponent } from './review-list/review-list.component'
import { OrderSummaryComponent } from './order-summary/order-summary.component'
import { PromoBannerComponent } from './promo-banner/promo-banner.component'
import { LoginComponent } from './login/login.component'

const routes: Routes = [
  { path: 'search', component: SearchResultComponent },
  { path: 'product/:id', component: ProductDetailsComponent },
  { path: 'order-summary', component: OrderSummaryComponent },
  { path: 'login', component: LoginComponent },
  { path: '', redirectTo: 'search', pathMatch: 'full' }
]

@NgModule({
  declarations: [AppComponent, SearchResultComponent, ProductDetailsComponent, ReviewListComponent, OrderSummaryComponent, PromoBannerComponent, LoginComponent],
  imports: [BrowserModule, HttpClientModule, FormsModule, RouterModule.forRoot(routes)],
  bootstrap: [AppComponent]
})
export class AppModule {}
