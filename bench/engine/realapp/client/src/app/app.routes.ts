import { Routes } from '@angular/router';
import { BookDetailComponent } from './book-detail.component';
import { SearchComponent } from './search.component';
import { ReviewListComponent } from './review-list.component';
import { ReturnComponent } from './return.component';

export const routes: Routes = [
  { path: 'books/:id', component: BookDetailComponent },
  { path: 'search', component: SearchComponent },
  { path: 'reviews/:bookId', component: ReviewListComponent },
  { path: 'return', component: ReturnComponent },
];
