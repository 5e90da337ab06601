import { NgModule } from '@angular/core'
import { RouterModule, Routes } from '@angular/router'
import { ProductDetailComponent } from './product-detail/product-detail.component'
import { SearchResultsComponent } from './search-results/search-results.component'
import { FeedbackListComponent } from './feedback-list/feedback-list.component'
import { LoginComponent } from './login/login.component'
import { OrderConfirmationComponent } from './order-confirmation/order-confirmation.component'
import { AboutComponent } from './about/about.component'
import { ProfileComponent } from './profile/profile.component'

const routes: Routes = [
  { path: '', redirectTo: 'search', pathMatch: 'full' },
  { path: 'search', component: SearchResultsComponent },
  { path: 'product/:id', component: ProductDetailComponent },
  { path: 'feedback', component: FeedbackListComponent },
  { path: 'login', component: LoginComponent },
  { path: 'order/:orderNumber/confirmation', component: OrderConfirmationComponent },
  { path: 'profile', component: ProfileComponent },
  { path: 'about', component: AboutComponent },
  { path: '**', redirectTo: 'search' }
]

@NgModule({
  imports: [RouterModule.forRoot(routes, { useHash: true })],
  exports: [RouterModule]
})
export class AppRoutingModule {}
